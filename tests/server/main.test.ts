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

/** Waits until the child's stdout holds `text` (a log line is written after the answer). */
async function waitForOutput(server: ReturnType<typeof startMain>, text: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!server.output().stdout.includes(text) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
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

describe('server/main.ts with LOG_FORMAT=pretty', () => {
  let db: TestDatabase;
  afterAll(async () => {
    await db.drop();
    removeTempDirs();
  });

  it('starts in plain sentences and logs each request in one line', async () => {
    db = await createTestDatabase('sqlite');
    const port = await freePort();
    const server = startMain({
      ...baseEnv(db),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
    });
    try {
      await waitForHealth(port, Date.now() + 40_000);
      expect((await fetch(`http://127.0.0.1:${port}/api/classes`)).status).toBe(200);
      await waitForOutput(server, 'GET /api/classes 200');
      const lines = server.output().stdout.trim().split('\n');
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^\d\d:\d\d:\d\d Arrakis Planner is ready at http:\/\/127\.0\.0\.1:\d+$/,
        ),
      );
      expect(lines).toContainEqual(expect.stringMatching(/ Mail: SMTP_URL is not set/));
      expect(lines).toContainEqual(expect.stringMatching(/npm run admin -- grant USERNAME/));
      expect(lines).toContainEqual(
        expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/classes 200 \d+\.\d ms$/),
      );
      expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
    }
    const [code] = await server.exited;
    expect(code, server.output().stderr).toBe(0);
  }, 60_000);
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
      // Starting compiles the whole server: a busy machine takes as long as the pretty start.
      const res = await waitForHealth(port, Date.now() + 40_000);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: kind, gameVersion: '1.5.3.6' });
      // The ready line and the notes after it may reach the pipe after the health answer.
      await waitForOutput(server, `/admin`);
      const { stdout } = server.output();
      expect(stdout).toContain(`Arrakis Planner is ready at http://127.0.0.1:${port}`);
      // Where mail goes and how to make a moderator, in the same log (JSON: not a terminal).
      expect(stdout).toContain('Mail: SMTP_URL is not set');
      expect(stdout).toContain(
        `written as an .eml file to ${join(db.env.DATA_DIR ?? '', 'outbox')}`,
      );
      expect(stdout).toContain('npm run admin -- grant USERNAME');
      expect(stdout).toContain(`the moderators' desk is at http://127.0.0.1:${port}/admin`);
      expect(stdout.trim().split('\n')[0]).toMatch(/^\{"level":30,/);
    } finally {
      server.child.kill('SIGTERM');
    }
    const [code] = await server.exited;
    expect(code, server.output().stderr).toBe(0);
    expect(server.output().stdout).toContain('SIGTERM received: closing');
  }, 60_000);
});
