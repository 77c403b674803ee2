import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type AppDatabase } from '../../server/db/database';

/**
 * Test plumbing: every server test file runs its suite once per available database
 * (`describe.each(databaseKinds)`). SQLite gets a file in a fresh temp folder; PostgreSQL gets
 * a freshly created database on the throwaway cluster of globalSetup, dropped afterwards.
 */

export type DatabaseKind = 'sqlite' | 'postgres';

const postgresAdminUrl = inject('postgresAdminUrl');

export const databaseKinds: DatabaseKind[] = postgresAdminUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export const repoRoot = resolve(import.meta.dirname, '../..');
export const gameDataDir = join(repoRoot, 'data/game');

const tempDirs: string[] = [];

export function makeTempDir(prefix = 'arrakis-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!postgresAdminUrl) throw new Error('PostgreSQL is not available for this test run');
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database the tests may start apps on, as the environment variables a server would get. */
export interface TestDatabase {
  kind: DatabaseKind;
  env: Record<string, string>;
  /** Opens a direct connection, for tests that inspect or tamper with stored rows. */
  open(): Promise<AppDatabase>;
  /** Drops the PostgreSQL database (terminating its connections); no-op for SQLite. */
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = makeTempDir('arrakis-data-');
  if (kind === 'sqlite') {
    const env = { DATA_DIR: dataDir };
    return {
      kind,
      env,
      open: () => openDatabase(loadConfig(env).database),
      drop: () => Promise.resolve(),
    };
  }
  const name = `arrakis_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(postgresAdminUrl ?? '');
  url.pathname = `/${name}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  let dropped = false;
  return {
    kind,
    env,
    open: () => openDatabase(loadConfig(env).database),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** Environment every test app starts with: quiet logs, the repository's game data, no client. */
export function baseEnv(db: TestDatabase): Record<string, string> {
  return {
    ...db.env,
    LOG_LEVEL: 'silent',
    // Suites count and list builds from an empty database; exampleBuilds.test.ts seeds its own.
    SEED_EXAMPLES: 'false',
    // Drawing threads only where a test asks for thumbnails (previewImages.test.ts draws ahead).
    THUMBNAILS_AHEAD: 'false',
    // No load shedding: on a busy test machine the event-loop check would answer 503 in place of
    // the answer under test. The under-pressure tests turn it on with tiny limits of their own.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    GAME_DATA_DIR: gameDataDir,
    CLIENT_DIR: join(db.env.DATA_DIR ?? tmpdir(), 'no-client'),
  };
}

export function startApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  return buildApp(loadConfig({ ...baseEnv(db), ...env }, repoRoot), options);
}

/** A copy of the repository's game data that a test may edit. */
export function copyGameData(): string {
  const dir = makeTempDir('arrakis-game-');
  cpSync(gameDataDir, dir, { recursive: true });
  return dir;
}

export const FAKE_ASSET = 'assets/index-Ab12Cd34.js';
export const STORYBOOK_INLINE_SCRIPT = "window.CONFIG_TYPE = 'PRODUCTION';";

/** A built client as Vite and Storybook lay it out, small enough to assert on. */
export function makeClientDir(): string {
  const dir = makeTempDir('arrakis-client-');
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><body><div id="root"></div>app-index</body></html>',
    [FAKE_ASSET]: 'console.log("app");',
    'images/news/dunes.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'storybook/index.html': `<!doctype html><html><body>storybook-manager<script>${STORYBOOK_INLINE_SCRIPT}</script><script type="module" src="./sb-manager/runtime.js"></script></body></html>`,
    'storybook/iframe.html': '<!doctype html><html><body>storybook-preview</body></html>',
    'storybook/sb-manager/runtime.js': 'export {};',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  // What scripts/precompress.mjs writes beside each text file of a real build.
  writeFileSync(join(dir, `${FAKE_ASSET}.br`), brotliCompressSync(files[FAKE_ASSET] ?? ''));
  writeFileSync(join(dir, `${FAKE_ASSET}.gz`), gzipSync(files[FAKE_ASSET] ?? ''));
  return dir;
}

/**
 * A suite's app: started on a fresh database of `kind` before the suite's tests, closed and
 * dropped after them. `env` is read when the suite starts (e.g. a temp client folder).
 */
export function useTestApp(
  kind: DatabaseKind,
  env: () => Record<string, string> = () => ({}),
  options: () => BuildAppOptions = () => ({}),
): { readonly app: FastifyInstance; readonly db: TestDatabase } {
  let db: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await startApp(db, env(), options());
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    removeTempDirs();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The suite app is used before beforeAll ran.');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get db() {
      return started(db);
    },
  };
}
