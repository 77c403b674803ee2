import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PublicBuildCard } from '../../../src/api/contract/publicBuilds';
import { answerPage } from '../../../stories/community/fixtures';

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
export class PublicBuildsServer {
  builds: readonly PublicBuildCard[] = [];
  /** When set, every request gets this answer instead. */
  failure: PlainAnswer | null = null;
  readonly queries: URLSearchParams[] = [];
  origin = '';
  private readonly server = createServer((request, response) => {
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
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server.close(() => {
        resolve();
      }),
    );
  }
}

/** A fresh server for each test of the calling file, with the client pointed at it. */
export function servePublicBuildsPerTest(): { readonly current: PublicBuildsServer } {
  vi.setConfig({ testTimeout: 30_000 });
  const holder = { current: new PublicBuildsServer() };
  beforeEach(async () => {
    holder.current = new PublicBuildsServer();
    await holder.current.start();
    vi.stubEnv('VITE_API_ORIGIN', holder.current.origin);
  });
  afterEach(async () => {
    await holder.current.stop();
  });
  return holder;
}
