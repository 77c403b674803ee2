import { request as httpRequest } from 'node:http';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import type { BotCheckAction } from '../../src/api/contract/botCheck';

/*
 * The XSS table writes its hostile texts through the API as a script would, from loopback
 * addresses of its own (127.0.0.2, 127.0.0.3…): the site limits sign-ups, feedback and reports
 * per client address in the database, and the other journeys already spend the browser's
 * address (127.0.0.1) up to those limits. Linux routes all of 127.0.0.0/8 to the loopback, so
 * the server sees another network, as it would another player's.
 */

/** An answer: its status, its parsed JSON body (or null) and its text. */
interface ClientAnswer {
  status: number;
  json: unknown;
  text: string;
}

/** A small HTTP client for the site under test, from one loopback address, keeping cookies. */
export interface LoopbackClient {
  get(path: string): Promise<ClientAnswer>;
  post(path: string, body: unknown): Promise<ClientAnswer>;
  put(path: string, body: unknown): Promise<ClientAnswer>;
  delete(path: string, body: unknown): Promise<ClientAnswer>;
  /** The cookies the site set so far, by name. */
  readonly cookies: ReadonlyMap<string, string>;
  /** A bot-check token for `action`, solved here as the browser's worker would. */
  botCheckToken(action: BotCheckAction): Promise<string>;
}

/** A client of the site at `baseURL` whose requests come from `localAddress`. */
export function loopbackClient(baseURL: string, localAddress: string): LoopbackClient {
  const base = new URL(baseURL);
  const cookies = new Map<string, string>();

  function send(method: string, path: string, body?: unknown): Promise<ClientAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { host: base.host, accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      // Node sends no body on a DELETE unless its length is given.
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (cookies.size > 0) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          // localhost is 127.0.0.1 here; the server listens on it (HOST=localhost).
          host: '127.0.0.1',
          port: Number(base.port),
          localAddress,
          method,
          path,
          headers,
        },
        (incoming) => {
          for (const line of incoming.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const at = pair.indexOf('=');
            if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
          }
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => (text += chunk));
          incoming.on('end', () => {
            let json: unknown = null;
            try {
              json = JSON.parse(text);
            } catch {
              json = null;
            }
            resolve({ status: incoming.statusCode ?? 0, json, text });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`${method} ${path} timed out`)));
      outgoing.end(payload);
    });
  }

  return {
    get: (path) => send('GET', path),
    post: (path, body) => send('POST', path, body),
    put: (path, body) => send('PUT', path, body),
    delete: (path, body) => send('DELETE', path, body),
    cookies,
    async botCheckToken(action) {
      const answer = await send('GET', `/api/bot-check/challenge?action=${action}`);
      if (answer.status !== 200) throw new Error(`No bot-check challenge: ${answer.text}`);
      const challenge = answer.json as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('The bot-check challenge could not be solved.');
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
  };
}
