import type { IncomingMessage, ServerResponse } from 'node:http';
import { servePerTest, TestHttpServer } from '../support/testHttpServer';

/** One request as the server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The JSON body, or undefined when none was sent. */
  body: unknown;
}

/** What a route answers: a status and a JSON body (none for 204), or raw text. */
export interface Answer {
  status: number;
  body?: unknown;
  /** Sent as text/plain instead of JSON. */
  text?: string;
}

/** Answers a request; `received` is the request itself. */
export type Route = Answer | ((received: ReceivedRequest) => Answer);

/** An error answer in the API's shape (`{statusCode, error, message}`). */
export function apiError(status: number, message: string): Answer {
  return { status, body: { statusCode: status, error: 'Error', message } };
}

/**
 * A real HTTP server on 127.0.0.1 that answers the client's calls from a table of
 * `'METHOD /path'` routes (unknown routes: 404) and records every request, so a component test
 * drives the page's real fetch code over the network. `VITE_API_ORIGIN` points the client at it.
 */
export class ApiServer extends TestHttpServer {
  readonly requests: ReceivedRequest[] = [];
  private routes = new Map<string, Route>();

  /** Sets (or replaces) what `'METHOD /path'` answers. */
  on(route: string, answer: Route): this {
    this.routes.set(route, answer);
    return this;
  }

  /** The requests made to `'METHOD /path'`, in order. */
  calls(route: string): ReceivedRequest[] {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route);
  }

  /** The order of the calls, as `'METHOD /path'`. */
  callOrder(): string[] {
    return this.requests.map((request) => `${request.method} ${request.path}`);
  }

  protected override async handle(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const received: ReceivedRequest = {
      method: request.method ?? 'GET',
      path,
      headers: request.headers,
      body: raw === '' ? undefined : (JSON.parse(raw) as unknown),
    };
    this.requests.push(received);
    const route = this.routes.get(`${received.method} ${path}`);
    const answer: Answer =
      route === undefined
        ? apiError(404, `No route for ${received.method} ${path}`)
        : typeof route === 'function'
          ? route(received)
          : route;
    if (answer.text !== undefined) {
      response.writeHead(answer.status, { 'content-type': 'text/plain' });
      response.end(answer.text);
    } else if (answer.body === undefined) {
      response.writeHead(answer.status);
      response.end();
    } else {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    }
  }
}

/**
 * A fresh server for each test of the calling file, with the client pointed at it. The file's
 * tests get more time than the default: each types into real forms and waits for real network
 * answers, which takes several seconds when the machine is busy with other suites.
 */
export function serveApiPerTest(): { readonly current: ApiServer } {
  return servePerTest(() => new ApiServer());
}
