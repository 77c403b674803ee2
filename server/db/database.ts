import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { DATA_DIR_MODE, restrictDatabaseFiles } from './fileModes';
import { TransactionalDdlSqliteDialect } from './sqliteDialect';

export type DatabaseKind = DatabaseConfig['kind'];

export interface AppDatabase {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** Where the data lives, safe to log (no password). */
  readonly description: string;
  /** Closes every connection; safe to call twice. */
  destroy(): Promise<void>;
  /** PostgreSQL's connection pool right now (for /metrics); null on SQLite (one connection). */
  poolStats(): PoolStats | null;
}

/** Connections of the PostgreSQL pool: open, idle, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Thrown when the database cannot be opened; the message says which database and why. */
export class DatabaseError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseError';
  }
}

// Each driver is imported only when configured: a SQLite server never loads pg, and a
// PostgreSQL server never loads the native SQLite module (faster start, fewer failure modes).

async function openSqlite(file: string): Promise<Kysely<Database>> {
  const { default: SqliteDatabase } = await import('better-sqlite3');
  let sqlite: InstanceType<typeof SqliteDatabase> | undefined;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: DATA_DIR_MODE });
    // Owner only, before SQLite opens it: its WAL and shm files take the database's mode.
    restrictDatabaseFiles(file);
    sqlite = new SqliteDatabase(file);
    // WAL lets readers run while the one writer writes; NORMAL sync is durable in WAL mode
    // except for the last transactions before a power cut, which is fine for this data.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    // Another process (a second server, a maintenance script) may hold the write lock briefly.
    sqlite.pragma('busy_timeout = 5000');
    restrictDatabaseFiles(file);
  } catch (error) {
    sqlite?.close();
    throw new DatabaseError(
      `Could not open the SQLite database ${file}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  // Migrations run in a transaction on SQLite too (sqliteDialect.ts).
  return new Kysely<Database>({ dialect: new TransactionalDdlSqliteDialect({ database: sqlite }) });
}

async function openPostgres(
  url: string,
  onIdleError: (error: Error) => void,
): Promise<{ db: Kysely<Database>; poolStats: () => PoolStats }> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    application_name: 'arrakis-planner',
  });
  // An idle client losing its connection (server restart, network) emits here; unhandled it
  // would crash the process. The pool replaces the client on the next query.
  pool.on('error', onIdleError);
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Opens the configured database. PostgreSQL connects lazily: the first query reports failures. */
export async function openDatabase(
  config: DatabaseConfig,
  onIdleError: (error: Error) => void = () => undefined,
): Promise<AppDatabase> {
  const { db, poolStats } =
    config.kind === 'sqlite'
      ? { db: await openSqlite(config.file), poolStats: () => null }
      : await openPostgres(config.url, onIdleError);
  let destroyed: Promise<void> | null = null;
  return {
    db,
    kind: config.kind,
    description:
      config.kind === 'sqlite' ? `SQLite ${config.file}` : `PostgreSQL ${config.displayUrl}`,
    destroy: () => (destroyed ??= db.destroy()),
    poolStats,
  };
}

/** One round trip, so a wrong URL or a stopped server fails the start with a clear message. */
export async function checkConnection(database: AppDatabase): Promise<void> {
  try {
    await sql`select 1`.execute(database.db);
  } catch (error) {
    throw new DatabaseError(
      `Could not connect to ${database.description}: ${describeError(error)}`,
      {
        cause: error,
      },
    );
  }
}

/** Node reports a refused localhost connection as an AggregateError with an empty message. */
function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map(describeError))].join('; ');
  }
  if (error instanceof Error) {
    return error.message || (error as NodeJS.ErrnoException).code || error.name;
  }
  return String(error);
}
