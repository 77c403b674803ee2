import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort';

/*
 * A throwaway PostgreSQL cluster (the recipe of STACK.md), for the server tests and the API
 * bench. Never touches a system cluster: its own data and socket directories in a temp folder,
 * its own free port, trust auth on 127.0.0.1 only.
 */

/** A running throwaway cluster: the URL of its one database, and how to stop and remove it. */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/** The bin folder of the newest PostgreSQL in /usr/lib/postgresql, else of initdb on PATH. */
export function newestPostgresBin(): string | null {
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

/**
 * Starts a cluster with the tools in `bin` in a new temp folder named `tempPrefix`…, with one
 * database `database` owned by the trusted user postgres.
 */
export async function startThrowawayPostgres(
  bin: string,
  { database, tempPrefix }: { database: string; tempPrefix: string },
): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), tempPrefix));
  const dataDir = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  mkdirSync(socketDir);
  // PostgreSQL refuses to run as root: as root, run every command as the postgres user,
  // which must own the directories.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
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
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`Could not start a throwaway PostgreSQL: ${stderr || String(error)}`);
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
