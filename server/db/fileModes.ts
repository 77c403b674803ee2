import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

/**
 * Who may read the server's files: its owner only. The database holds password hashes,
 * sessions and mail addresses, so its files, their WAL and shared-memory siblings and its
 * backups are 0600, and the folder that holds them (DATA_DIR) 0700.
 */

/** Mode of DATA_DIR. */
export const DATA_DIR_MODE = 0o700;
/** Mode of the database files and backups. */
const DATA_FILE_MODE = 0o600;

/**
 * Creates `dir` as 0700. An existing folder is left as the operator made it (a group may read
 * it on purpose) but a wider mode is answered with a warning to log.
 */
export function prepareDataDir(dir: string): string | null {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
    chmodSync(dir, DATA_DIR_MODE);
    return null;
  }
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  return `DATA_DIR ${dir} is readable by others (mode ${mode.toString(8)}); it holds the database and keys: run "chmod 700 ${dir}"`;
}

/** Makes `file` (created empty if missing) and its existing siblings `-wal`, `-shm` 0600. */
export function restrictDatabaseFiles(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', DATA_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(path)) chmodSync(path, DATA_FILE_MODE);
  }
}
