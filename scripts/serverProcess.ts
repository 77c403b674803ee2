import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { freePort } from './freePort';
import { SERVER_BUNDLE_OPTIONS } from './serverBundle.mjs';
import { loopbackClient, type LoopbackClient } from './loopbackClient';

/*
 * A real server on a free loopback port (two processes on one database, a `kill -9`), run as
 * production runs it: one esbuild bundle per suite process, as tsx starts it much slower.
 */

const repoRoot = resolve(import.meta.dirname, '..');

const bundled = new Map<string, Promise<string>>();

/** Bundles older than this are removed when a suite bundles (source long since changed). */
const STALE_BUNDLE_MS = 24 * 60 * 60 * 1000;

/**
 * The server bundled into `node_modules/.arrakis-suites/server-<hash>.mjs`: two folders deep,
 * like dist/server/main.js, so the bundle's relative font path still resolves; packages stay
 * external and resolve from node_modules. Named by its content and written by a rename, so
 * suites running at once share one file and never read a half-written one. Exported for the
 * cluster test, which runs it with WORKERS=2 (the primary forks this same file).
 */
export function serverBundle(root = repoRoot): Promise<string> {
  const known = bundled.get(root);
  if (known) return known;
  const bundling = (async () => {
    const dir = join(root, 'node_modules', '.arrakis-suites');
    mkdirSync(dir, { recursive: true });
    const result = await build({
      entryPoints: [join(root, 'server/main.ts')],
      outfile: join(dir, 'server.mjs'),
      ...SERVER_BUNDLE_OPTIONS,
      logLevel: 'warning',
      write: false,
    });
    const code = result.outputFiles[0]?.contents;
    if (!code) throw new Error('esbuild wrote no server bundle.');
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    const file = join(dir, `server-${hash}.mjs`);
    if (!existsSync(file)) {
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, code);
      renameSync(partial, file);
    }
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      // Another suite may remove or rename the same file meanwhile.
      const age = Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (path !== file && age > STALE_BUNDLE_MS) rmSync(path, { force: true });
    }
    return file;
  })();
  bundled.set(root, bundling);
  return bundling;
}

/** How long a start may take (game data sync and migrations included) on a busy machine. */
const START_TIMEOUT_MS = 60_000;

/** A started server process. */
export interface ServerProcess {
  readonly base: string;
  readonly pid: number;
  /** Requests to this process, at most `sockets` (startServer's option) in flight. */
  readonly client: LoopbackClient;
  /** Milliseconds from the spawn to the first healthy answer of /api/health. */
  readonly startMs: number;
  /** What the process wrote to stdout and stderr so far (its log, at LOG_LEVEL warn). */
  output(): string;
  /** `kill -9`: no shutdown, no drain, open transactions cut; resolves once it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM, the graceful stop; resolves once it is gone. */
  stop(): Promise<void>;
}

/** Settings every suite server gets; `env` of startServer adds or overrides them. */
const SUITE_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Every request of a suite comes from one address: its per-client limits are off.
  RATE_LIMIT_PER_MINUTE: '0',
  SEARCH_RATE_LIMIT_PER_MINUTE: '0',
  PAGE_RATE_LIMIT_PER_MINUTE: '0',
  // Mails go to <DATA_DIR>/outbox/.
  SMTP_URL: '',
  SEED_EXAMPLES: 'false',
  // No load shedding: a storm on a busy machine must get the answers under test, not 503s.
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => {
      done();
    });
  });
}

async function waitForHealth(
  base: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const end = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < end) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode} while starting:\n${output()}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${output()}`);
}

/**
 * Starts the server with `env` (DATA_DIR, DATABASE_URL…) on a free port and waits until
 * /api/health answers. `sockets`: requests the client keeps in flight at it. `root`: the
 * checkout whose server runs (another worktree, to compare a build before a change).
 */
export async function startServer(
  env: Record<string, string>,
  { sockets = 50, root = repoRoot }: { sockets?: number; root?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const bundle = await serverBundle(root);
  const started = performance.now();
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { ...process.env, ...SUITE_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const output = () => log;
  try {
    await waitForHealth(base, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    await exited(child);
    throw error;
  }
  const startMs = performance.now() - started;
  const client = loopbackClient(base, sockets);
  const end = async (signal: NodeJS.Signals) => {
    const gone = exited(child);
    child.kill(signal);
    await gone;
    client.close();
  };
  return {
    base,
    pid: child.pid ?? 0,
    client,
    startMs,
    output,
    kill9: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
