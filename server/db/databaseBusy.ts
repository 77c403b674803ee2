/**
 * A statement that gave up waiting: SQLite's write lock stayed taken past the driver's patience
 * (sqliteDialect.ts), or PostgreSQL cancelled it at `lock_timeout` or `statement_timeout`.
 * The error handler answers it with 503 and Retry-After, as a moment's trouble, not a fault.
 */
export class DatabaseBusyError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseBusyError';
  }
}

/** PostgreSQL's codes for a statement cancelled by its timeouts (57014) or a lock wait (55P03). */
const POSTGRES_GAVE_UP = new Set(['57014', '55P03']);

/** SQLite's primary result code for a lock another connection holds (SQLITE_BUSY). */
const SQLITE_BUSY = 5;

/** Whether node:sqlite failed on SQLITE_BUSY or one of its extended codes (low byte 5). */
export function isSqliteBusy(error: unknown): boolean {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === 'number' && (errcode & 0xff) === SQLITE_BUSY;
}

/** Whether `error` is the database giving up on a lock or a slow statement (see above). */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DatabaseBusyError || isSqliteBusy(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && POSTGRES_GAVE_UP.has(code);
}
