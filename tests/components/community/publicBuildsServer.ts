import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerPage } from '../../../stories/community/fixtures';
import { servePerTest, TestHttpServer } from '../support/testHttpServer';
import type { PublicBuildCard } from '../../../src/api/contract/publicBuildCards';

/** What the server answers instead of a page of its builds: a status and a text body. */
export interface PlainAnswer {
  status: number;
  text: string;
}

/**
 * A real HTTP server on 127.0.0.1 that answers `GET /api/public-builds` from `builds` the way the
 * API does (filters, 12 a page, nextPage) and records every query, so the page's real fetch code
 * runs over the network. `VITE_API_ORIGIN` points the client at it.
 */
export class PublicBuildsServer extends TestHttpServer {
  builds: readonly PublicBuildCard[] = [];
  /** When set, every request gets this answer instead. */
  failure: PlainAnswer | null = null;
  readonly queries: URLSearchParams[] = [];

  protected override handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/api/public-builds') {
      response.writeHead(404).end();
      return;
    }
    this.queries.push(url.searchParams);
    if (this.failure) {
      response.writeHead(this.failure.status, { 'content-type': 'text/plain' });
      response.end(this.failure.text);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answerPage(this.builds, url.searchParams)));
  }
}

/** A fresh server for each test of the calling file, with the client pointed at it. */
export function servePublicBuildsPerTest(): { readonly current: PublicBuildsServer } {
  return servePerTest(() => new PublicBuildsServer());
}
