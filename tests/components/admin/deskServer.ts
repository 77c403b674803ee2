import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FeedbackItem } from '../../../src/api/contract/feedback';
import { servePerTest, TestHttpServer } from '../support/testHttpServer';

/** One request as the desk's stand-in server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  requestedWith: string | undefined;
}

/**
 * A real HTTP server on 127.0.0.1 answering the desk's feedback inbox the way the API does
 * (open/done, `pageSize` a page, nextPage, openCount; PATCH marks) and the news editor's save
 * with a set answer, recording every request, so the tabs' real fetch code runs over the network.
 */
export class DeskServer extends TestHttpServer {
  feedback: FeedbackItem[] = [];
  pageSize = 20;
  /** The answer to `POST /api/admin/news` (status and JSON body). */
  newsSave: { status: number; body: unknown } = { status: 201, body: {} };
  readonly seen: SeenRequest[] = [];

  private json(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  protected override async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const body: unknown = text === '' ? null : JSON.parse(text);
    this.seen.push({
      method: request.method ?? 'GET',
      path: url.pathname + url.search,
      body,
      requestedWith: request.headers['x-requested-with'] as string | undefined,
    });
    if (url.pathname === '/api/admin/feedback' && request.method === 'GET') {
      const done = url.searchParams.get('status') === 'done';
      const page = Number(url.searchParams.get('page') ?? '1');
      const matching = this.feedback.filter((item) => (item.done_at !== null) === done);
      const items = matching.slice((page - 1) * this.pageSize, page * this.pageSize);
      const more = matching.length > page * this.pageSize;
      this.json(response, 200, {
        items,
        nextPage: more ? page + 1 : null,
        openCount: this.feedback.filter((item) => item.done_at === null).length,
      });
      return;
    }
    const mark = /^\/api\/admin\/feedback\/([^/]+)$/.exec(url.pathname);
    if (mark && request.method === 'PATCH') {
      const item = this.feedback.find((known) => known.id === mark[1]);
      if (!item) {
        this.json(response, 404, { message: 'Not found.' });
        return;
      }
      item.done_at = (body as { done: boolean }).done ? '2026-11-23T08:00:00.000Z' : null;
      this.json(response, 200, item);
      return;
    }
    if (url.pathname === '/api/admin/news' && request.method === 'GET') {
      this.json(response, 200, { items: [] });
      return;
    }
    if (url.pathname === '/api/admin/news-images') {
      this.json(response, 200, { images: ['/images/news/chapter.svg'] });
      return;
    }
    if (url.pathname === '/api/admin/news' && request.method === 'POST') {
      this.json(response, this.newsSave.status, this.newsSave.body);
      return;
    }
    response.writeHead(404).end();
  }
}

/** A fresh desk server for each test of the calling file, with the client pointed at it. */
export function serveDeskPerTest(): { readonly current: DeskServer } {
  return servePerTest(() => new DeskServer());
}

/** `count` open messages, the newest first. */
export function openFeedback(count: number): FeedbackItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    feedback: `Message ${index + 1}`,
    email: null,
    page: null,
    created_at: new Date(Date.UTC(2026, 10, 22) - index * 60_000).toISOString(),
    done_at: null,
  }));
}
