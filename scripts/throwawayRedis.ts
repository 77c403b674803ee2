import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort';

/*
 * A throwaway Redis (Debian's redis-server), for the server tests: its own free port on
 * 127.0.0.1, its own temp folder, nothing saved to disk, stopped and removed afterwards.
 */

/** A running throwaway Redis: its URL, and how to stop it and remove its folder. */
export interface ThrowawayRedis {
  url: string;
  stop(): Promise<void>;
}

/** Debian's redis-server, else the one on PATH; null when there is none. */
export function redisServerBin(): string | null {
  if (existsSync('/usr/bin/redis-server')) return '/usr/bin/redis-server';
  try {
    const found = execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
    return found.trim() || null;
  } catch {
    return null;
  }
}

/** Answers once `port` answers PING, or rejects after `timeoutMs`. */
async function waitForPong(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(500);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => {
        resolve(false);
      });
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (answered) return;
    if (Date.now() > until) throw new Error(`Redis did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts `bin` on a free loopback port; `port` reuses one (to restart a stopped server). */
export async function startThrowawayRedis(
  bin: string,
  { port: wanted }: { port?: number } = {},
): Promise<ThrowawayRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-redis-'));
  const port = wanted ?? (await freePort());
  const server = spawn(
    bin,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      resolve();
    }),
  );
  try {
    await Promise.race([
      waitForPong(port, 10_000),
      exited.then(() => {
        throw new Error('redis-server exited at start');
      }),
    ]);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start a throwaway Redis: ${String(error)}`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
