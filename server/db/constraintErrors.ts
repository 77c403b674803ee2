/**
 * Which constraint a failed write broke, on either database: PostgreSQL's SQLSTATE is in
 * `code`, node:sqlite's extended result code in `errcode`.
 */
interface DatabaseFailure {
  code?: unknown;
  errcode?: unknown;
}

const SQLITE_CONSTRAINT_FOREIGNKEY = 787;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;
const SQLITE_CONSTRAINT_UNIQUE = 2067;

function failureOf(error: unknown): DatabaseFailure {
  return typeof error === 'object' && error !== null ? error : {};
}

/** A unique or primary key clash: PostgreSQL 23505, SQLite's UNIQUE or PRIMARYKEY. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errcode } = failureOf(error);
  return (
    code === '23505' ||
    errcode === SQLITE_CONSTRAINT_UNIQUE ||
    errcode === SQLITE_CONSTRAINT_PRIMARYKEY
  );
}

/** A row that points at a missing one: PostgreSQL 23503, SQLite's FOREIGNKEY. */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, errcode } = failureOf(error);
  return code === '23503' || errcode === SQLITE_CONSTRAINT_FOREIGNKEY;
}
