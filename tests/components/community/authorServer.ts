import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Author } from '../../../src/api/contract/publicBuilds';
import { answerPage } from '../../../stories/community/fixtures';
import { servePerTest, TestHttpServer } from '../support/testHttpServer';
import type { PublicBuildCard } from '../../../src/api/contract/publicBuildCards';

/**
 * A real HTTP server on 127.0.0.1 that answers `GET /api/users/{username}` and
 * `GET /api/public-builds?author=…` the way the API does (names match whatever their case, 404
 * 'User not found.' for anyone else) and records every request, so the author page's real fetch
 * code runs over the network. `VITE_API_ORIGIN` points the client at it.
 */
export class AuthorServer extends TestHttpServer {
  authors: readonly Author[] = [];
  builds: readonly PublicBuildCard[] = [];
  /** When set, profile requests get this status and text instead. */
  profileFailure: { status: number; text: string } | null = null;
  readonly requests: URL[] = [];

  protected override handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    this.requests.push(url);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/api/users/')) {
      if (this.profileFailure) {
        response.writeHead(this.profileFailure.status, { 'content-type': 'text/plain' });
        response.end(this.profileFailure.text);
        return;
      }
      const name = decodeURIComponent(url.pathname.slice('/api/users/'.length)).toLowerCase();
      const author = this.authors.find((a) => a.username.toLowerCase() === name);
      if (author) send(200, author);
      else send(404, { statusCode: 404, error: 'Not Found', message: 'No such account here.' });
      return;
    }
    if (url.pathname === '/api/public-builds') {
      const name = (url.searchParams.get('author') ?? '').toLowerCase();
      const theirs = this.builds.filter((build) => build.username.toLowerCase() === name);
      send(200, answerPage(theirs, url.searchParams));
      return;
    }
    response.writeHead(404).end();
  }
}

/** A fresh server for each test of the calling file, with the client pointed at it. */
export function serveAuthorsPerTest(): { readonly current: AuthorServer } {
  return servePerTest(() => new AuthorServer());
}
