import { existsSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type { DatabaseConfig } from '../config';
import { restrictDatabaseFiles } from '../db/fileModes';

/**
 * `npm run backup`: a consistent copy of the live SQLite database, taken with SQLite's online
 * backup API (node:sqlite), never a file copy: copying `arrakis.sqlite` while the
 * server writes can catch half a transaction, and misses what still sits in `-wal`. The copy is
 * made in one backup step, a single read transaction on its own connection: in WAL mode the
 * server keeps writing meanwhile, and the copy holds exactly the transactions committed before
 * that step began. A step of a few pages at a time would instead restart every time another
 * connection writes, and might never finish on a busy site.
 *
 * PostgreSQL is backed up with its own tools (pg_dump); `BACKUP_TEXTS.postgres` says how.
 */

/** The lines the command prints for its refusals. */
export const BACKUP_TEXTS = {
  postgres: [
    'DATABASE_URL points at PostgreSQL: `npm run backup` copies the embedded SQLite database only.',
    'Back PostgreSQL up with its own tools, which take a consistent snapshot of a live database:',
    '  pg_dump --format=custom --file=arrakis.dump "$DATABASE_URL"',
    'and restore into an empty database (stop the servers first) with:',
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" arrakis.dump',
  ].join('\n'),
  missing: (file: string) => `No SQLite database at ${file}: check DATA_DIR. Nothing was copied.`,
  exists: (file: string) => `${file} already exists: choose another --out. Nothing was copied.`,
} as const;

/** A refusal the command prints as it is, without a stack. */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/** What a backup wrote. */
export interface BackupResult {
  source: string;
  file: string;
  bytes: number;
  pages: number;
  ms: number;
}

/** `<dir>/<name>-backup-2026-11-23T08-45-12Z.sqlite` beside `database`, dated `at` (UTC). */
export function defaultBackupFile(database: string, at: Date = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const name = basename(database, extname(database));
  return join(dirname(database), `${name}-backup-${stamp}${extname(database) || '.sqlite'}`);
}

/**
 * Copies the database `config` names to `out` (default: defaultBackupFile), checks the copy
 * with `PRAGMA integrity_check`, and turns it into one self-contained file (rollback journal
 * instead of WAL) that can be moved anywhere. Throws BackupError for PostgreSQL, a missing
 * database or an existing `out`.
 */
export async function backupDatabase(
  config: DatabaseConfig,
  out?: string,
  now: Date = new Date(),
): Promise<BackupResult> {
  if (config.kind === 'postgres') throw new BackupError(BACKUP_TEXTS.postgres);
  const source = resolve(config.file);
  if (!existsSync(source)) throw new BackupError(BACKUP_TEXTS.missing(source));
  const file = resolve(out ?? defaultBackupFile(source, now));
  // SQLite's backup would overwrite it: an earlier backup is never lost to a typo.
  if (existsSync(file)) throw new BackupError(BACKUP_TEXTS.exists(file));

  const { DatabaseSync, backup } = await import('node:sqlite');
  const started = performance.now();
  // The server may hold the write lock for a moment when the step begins.
  const live = new DatabaseSync(source, { timeout: 5000 });
  let pages = 0;
  // Created owner-only before SQLite writes into it (it keeps an existing file's mode).
  restrictDatabaseFiles(file);
  try {
    // Every remaining page in one step: one read transaction, one snapshot.
    pages = await backup(live, file, { rate: 0x7fffffff });
  } finally {
    live.close();
  }

  const copy = new DatabaseSync(file);
  try {
    const check = copy.prepare('pragma integrity_check').get()?.integrity_check;
    if (check !== 'ok') {
      throw new BackupError(`The copy at ${file} failed its integrity check: ${String(check)}`);
    }
    copy.exec('pragma journal_mode = DELETE');
  } finally {
    copy.close();
  }
  restrictDatabaseFiles(file);
  return { source, file, bytes: statSync(file).size, pages, ms: performance.now() - started };
}

/** The line the command prints after a backup. */
export function describeBackup(result: BackupResult): string {
  const size =
    result.bytes >= 1024 * 1024
      ? `${(result.bytes / (1024 * 1024)).toFixed(1)} MB`
      : `${(result.bytes / 1024).toFixed(0)} kB`;
  return `Backed up ${result.source}\n  to ${result.file}\n  ${size}, ${result.pages} pages, integrity check ok, in ${result.ms.toFixed(0)} ms.`;
}
