import { Agent, request } from 'node:http';

/*
 * The HTTP client of the suites that storm a real server process: node:http with a keep-alive
 * agent whose socket cap is the number of requests in flight at the server (the rest wait in
 * the client's queue). A request the server never answers (it was killed) rejects; nothing
 * retries, so an answer is an acknowledgement and an error is not.
 */

/** An answer: its status and its body as text. */
export interface LoopbackAnswer {
  status: number;
  body: string;
}

/** How one request is sent. */
export interface LoopbackRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Sent as JSON (with X-Requested-With, as the site's client sends every mutation). */
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A client for one server's base URL (`http://127.0.0.1:<port>`). */
export interface LoopbackClient {
  send(call: LoopbackRequest): Promise<LoopbackAnswer>;
  /** Closes the idle sockets (the others close when their answers arrive). */
  close(): void;
}

/** A client keeping at most `sockets` requests in flight at the server of `base`. */
export function loopbackClient(base: string, sockets: number): LoopbackClient {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  return {
    send(call) {
      const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
      return new Promise((resolve, reject) => {
        const sent = request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: call.method,
            path: call.path,
            headers: {
              'x-requested-with': 'arrakis',
              ...(payload === undefined
                ? {}
                : {
                    'content-type': 'application/json',
                    'content-length': String(Buffer.byteLength(payload)),
                  }),
              ...(call.cookie === undefined ? {} : { cookie: call.cookie }),
              ...call.headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
              });
            });
            response.on('error', reject);
          },
        );
        sent.on('error', reject);
        sent.end(payload);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
