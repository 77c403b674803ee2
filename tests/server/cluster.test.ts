import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/freePort';
import { serverBundle } from '../../scripts/serverProcess';
import { sampleBuild } from './buildLinkFixtures';
import {
  baseEnv,
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  repoRoot,
  type TestDatabase,
} from './helpers';

/**
 * WORKERS=2 on PostgreSQL through the bundled entry: two processes on one port, a killed worker
 * replaced, SIGTERM finishing a request in flight; the deadlines leave room for a loaded machine.
 */

const TOKEN = 'cluster-metrics-token-0123456789';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A scrape that gets no answer by then is tried again (a connection handed to a killed worker). */
const SCRAPE_TIMEOUT_MS = 3_000;

/** The pids in `arrakis_process_info`, or none while the server is not up yet. */
async function workerPids(port: number): Promise<string[]> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
      signal: AbortSignal.timeout(SCRAPE_TIMEOUT_MS),
    });
    if (response.status !== 200) return [];
    const text = await response.text();
    return [...text.matchAll(/arrakis_process_info\{pid="(\d+)"\} 1/g)].map((m) => m[1] ?? '');
  } catch {
    return [];
  }
}

async function waitForPids(
  port: number,
  accept: (pids: string[]) => boolean,
  deadline: number,
): Promise<string[]> {
  for (;;) {
    const pids = await workerPids(port);
    if (accept(pids)) return pids;
    if (Date.now() > deadline) throw new Error(`workers never matched; last seen: ${pids.join()}`);
    await sleep(100);
  }
}

const postgres = databaseKinds.includes('postgres') ? ['postgres' as const] : [];

describe.each(postgres)('WORKERS=2 on %s', (kind) => {
  let db: TestDatabase | undefined;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    // Also after a timeout, which never reaches the test's own clean-up: the primary must not
    // outlive the run (its workers exit when it is gone).
    if (child && child.exitCode === null && child.signalCode === null) {
      const gone = once(child, 'exit');
      child.kill('SIGKILL');
      await gone;
    }
    await db?.drop();
    removeTempDirs();
  });

  it('runs two workers on one port, replaces a killed one, and drains on SIGTERM', async () => {
    db = await createTestDatabase(kind);
    const port = await freePort();
    const bundle = await serverBundle();
    const cluster = spawn(process.execPath, [bundle], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...baseEnv(db),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WORKERS: '2',
        METRICS_TOKEN: TOKEN,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = cluster;
    let output = '';
    cluster.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cluster.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(cluster, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    // A failed step names itself and carries the cluster's log, the only clue to why.
    const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}\n--- cluster log ---\n${output}`, {
          cause: error,
        });
      }
    };

    const first = await step('two workers', () =>
      waitForPids(port, (p) => new Set(p).size === 2, Date.now() + 45_000),
    );

    const killed = first[0] ?? '';
    process.kill(Number(killed), 'SIGKILL');
    const replaced = await step('a new worker for the killed one', () =>
      waitForPids(port, (p) => p.length === 2 && !p.includes(killed), Date.now() + 30_000),
    );
    expect(replaced, output).toContain(first[1]);
    expect(output).toMatch(
      new RegExp(`Worker ${killed} died unexpectedly \\(killed by SIGKILL\\); starting a new one`),
    );

    // A request still arriving when SIGTERM comes: headers and half the body now, the rest later.
    const answer = await step('the request in flight', async () => {
      const body = JSON.stringify({ data: sampleBuild(), build_guide: '' });
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(20_000, () => socket.destroy(new Error('no answer within 20 s')));
      await once(socket, 'connect');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const closed = once(socket, 'close');
      const half = Math.floor(body.length / 2);
      socket.write(
        `POST /api/build-link HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
      );
      await sleep(300);
      cluster.kill('SIGTERM');
      await sleep(700);
      // Closing, yet still waiting for the request that is on its way.
      expect(cluster.exitCode).toBeNull();
      socket.write(body.slice(half));
      await closed;
      return received;
    });
    expect(answer, output).toMatch(/^HTTP\/1\.1 201 /);

    const [code] = await step('every worker closing', () => exited);
    expect(code, output).toBe(0);
    expect(output).toContain('SIGTERM received: closing 2 workers');
  }, 120_000);
});
