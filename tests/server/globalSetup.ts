import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Starts a throwaway PostgreSQL cluster for the server tests (the recipe of STACK.md), so every
 * server test runs against both databases. Never touches a system cluster: its own data and
 * socket directories in a temp folder, its own free port, trust auth on 127.0.0.1 only.
 * Without PostgreSQL the tests run on SQLite only, except in CI, where that is a failure.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway cluster, or null when PostgreSQL tests are skipped. */
    postgresAdminUrl: string | null;
  }
}

function newestPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) return join(root, versions[0], 'bin');
  }
  try {
    const initdb = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    return initdb ? join(initdb, '..') : null;
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

interface Cluster {
  url: string;
  stop(): void;
}

async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-pg-'));
  const dataDir = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  mkdirSync(socketDir);
  // PostgreSQL refuses to run as root: as root, run every command as the postgres user,
  // which must own the directories.
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })) : -1;
  const gid = asRoot ? Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) : -1;
  if (asRoot) {
    chownSync(dir, uid, gid);
    chownSync(socketDir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(file, argv, { stdio: 'pipe', cwd: dir });
  };

  const port = await freePort();
  try {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${socketDir} -c fsync=off`,
      'start',
    ]);
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'arrakis_test']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`Could not start the test PostgreSQL: ${stderr || String(error)}`);
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/arrakis_test`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export default async function setup(project: TestProject): Promise<() => void> {
  const bin = newestPostgresBin();
  if (!bin) {
    const why = 'no PostgreSQL found in /usr/lib/postgresql/*/bin or on PATH';
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL is required in CI for the server tests: ${why}.`);
    }
    console.warn(
      `PostgreSQL server tests skipped: ${why} (apt-get install postgresql to run them).`,
    );
    project.provide('postgresAdminUrl', null);
    return () => undefined;
  }
  const cluster = await startCluster(bin);
  project.provide('postgresAdminUrl', cluster.url);
  return () => {
    cluster.stop();
  };
}
