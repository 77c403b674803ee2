import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

/** One request as the test server received it. */
interface SeenRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The raw body ('' when none). */
  body: string;
}

/** What the test server answers: a status and an optional JSON body or raw text. */
interface Answer {
  status: number;
  json?: unknown;
  text?: string;
}

/** Answers one request; `undefined` means 404 with the API's error shape. */
export type Route = (request: SeenRequest) => Answer | undefined;

/** A real HTTP server on 127.0.0.1 that the client under test calls through VITE_API_ORIGIN. */
export interface ApiTestServer {
  origin: string;
  requests: SeenRequest[];
  /** Replaces how the server answers. */
  answer(route: Route): void;
  close(): Promise<void>;
}

/** Starts a server and points the client at it (the env stub is undone after each test). */
export async function startApiTestServer(route: Route = () => undefined): Promise<ApiTestServer> {
  let current = route;
  const requests: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      const answer = current(seen) ?? {
        status: 404,
        json: { statusCode: 404, error: 'Not Found', message: 'Route not found' },
      };
      if (answer.json !== undefined) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.json));
      } else {
        res.writeHead(answer.status, answer.text ? { 'content-type': 'text/plain' } : {});
        res.end(answer.text ?? '');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  vi.stubEnv('VITE_API_ORIGIN', origin);
  return {
    origin,
    requests,
    answer: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
