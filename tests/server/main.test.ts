import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  baseEnv,
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  repoRoot,
  type TestDatabase,
} from './helpers';

/** The real entry point in a child process, as `npm run dev:server` runs it. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'server/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, exited, output: () => ({ stdout, stderr }) };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

async function waitForHealth(port: number, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('server/main.ts', () => {
  afterAll(removeTempDirs);

  it('exits 1 with the configuration problem on stderr', async () => {
    const db = await createTestDatabase('sqlite');
    const server = startMain({ ...baseEnv(db), PORT: 'abc' });
    const [code] = await server.exited;
    expect(code).toBe(1);
    expect(server.output().stderr).toContain(
      'Arrakis Planner could not start.\nInvalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    );
  });
});

describe.each(databaseKinds)('server/main.ts on %s', (kind) => {
  let db: TestDatabase;
  afterAll(async () => {
    await db.drop();
    removeTempDirs();
  });

  it('listens, answers, and exits 0 on SIGTERM', async () => {
    db = await createTestDatabase(kind);
    const port = await freePort();
    const server = startMain({
      ...baseEnv(db),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    try {
      const res = await waitForHealth(port, Date.now() + 25_000);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: kind, gameVersion: '1.5.3.6' });
      expect(server.output().stdout).toContain(
        `Arrakis Planner is ready at http://127.0.0.1:${port}`,
      );
    } finally {
      server.child.kill('SIGTERM');
    }
    const [code] = await server.exited;
    expect(code, server.output().stderr).toBe(0);
    expect(server.output().stdout).toContain('SIGTERM received: closing');
  }, 45_000);
});
