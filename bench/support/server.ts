import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/freePort';

/*
 * What the server benches share: the real server on loopback, autocannon, and medians.
 */

/** The part of autocannon's API the benches use (the package ships no types). */
export interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  statusCodeStats: Record<string, { count: number }>;
}
export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
export type Autocannon = (options: {
  url: string;
  connections: number;
  amount?: number;
  duration?: number;
  /** Requests a second across every connection: an open load rather than as fast as answered. */
  overallRate?: number;
  method?: string;
  headers?: Record<string, string>;
  requests?: { setupRequest?: (request: AutocannonRequest) => AutocannonRequest }[];
}) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function waitForHealth(base: string): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The server did not answer /api/health within 30 s.');
}

/** The running server: its address, and the DATA_DIR it was given. */
export interface BenchServer {
  base: string;
  dataDir: string;
}

/**
 * Runs `use` against the built server (`node dist/server/main.js`; `npm run build:server` first)
 * on a free 127.0.0.1 port, with a fresh DATA_DIR in a temp folder named `tempPrefix`…, logging
 * warnings only, no mail sent and the per-client limits of the API, searches and pages off:
 * every request of a bench comes from one address. `env` adds or overrides settings. Stops the
 * server and removes the folder afterwards.
 */
export async function withServer<T>(
  tempPrefix: string,
  env: Record<string, string>,
  use: (server: BenchServer) => Promise<T>,
  /** Another server's data folder, to serve the same database: it is left in place. */
  sharedDataDir?: string,
): Promise<T> {
  const dataDir = sharedDataDir ?? mkdtempSync(join(tmpdir(), tempPrefix));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      SEARCH_RATE_LIMIT_PER_MINUTE: '0',
      PAGE_RATE_LIMIT_PER_MINUTE: '0',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base);
    return await use({ base, dataDir });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (sharedDataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `use` against a bare Fastify server (bench/support/bareServer.ts) in a child process on
 * a free 127.0.0.1 port, answering `GET {base}/bare` with `body` as JSON: the yardstick a
 * route's throughput is divided by. A child, like the real server, so the client's work is not
 * counted against it. Stops the server afterwards.
 */
export async function withBareServer<T>(
  body: unknown,
  use: (bareUrl: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-bench-bare-'));
  const bodyFile = join(dir, 'body.json');
  writeFileSync(bodyFile, JSON.stringify(body));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/support/bareServer.ts', String(port), bodyFile],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  try {
    await waitForHealth(base);
    return await use(`${base}/bare`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}
