import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DatabaseConfig } from '../config';
import { isDatabaseBusy } from './databaseBusy';
import type { Database } from './schema';
import { DATA_DIR_MODE, restrictDatabaseFiles } from './fileModes';
import { PatientSqliteDialect, SQLITE_BUSY_TIMEOUT_MS } from './sqliteDialect';
import { openSqliteReads } from './sqliteReads';

type DatabaseKind = DatabaseConfig['kind'];

export interface AppDatabase {
  readonly db: Kysely<Database>;
  /**
   * For long reads (searches): on SQLite, threads with connections of their own, so the server's
   * thread is free meanwhile (sqliteReads.ts); on PostgreSQL, `db` itself.
   */
  readonly reads: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** Where the data lives, safe to log (no password). */
  readonly description: string;
  /** Closes every connection; safe to call twice. */
  destroy(): Promise<void>;
  /** PostgreSQL's connection pool right now (for /metrics); null on SQLite (one connection). */
  poolStats(): PoolStats | null;
  /** Whether the database takes a write right now, found out without waiting (readiness). */
  canWrite(): Promise<boolean>;
}

/**
 * PostgreSQL's limits for every statement of the server's connections: no request waits on a
 * lock or a runaway query for long; the statement fails and the request gets 503.
 */
export interface StatementLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

const REQUEST_STATEMENT_LIMITS: StatementLimits = {
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 2_000,
};

/** Connections of the PostgreSQL pool: open, idle, and queries waiting for one. */
interface PoolStats {
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
// PostgreSQL server never loads SQLite (faster start, fewer failure modes).

async function openSqlite(
  file: string,
): Promise<{ db: Kysely<Database>; canWrite: () => Promise<boolean> }> {
  const { DatabaseSync } = await import('node:sqlite');
  let sqlite: InstanceType<typeof DatabaseSync> | undefined;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: DATA_DIR_MODE });
    // Owner only, before SQLite opens it: its WAL and shm files take the database's mode.
    restrictDatabaseFiles(file);
    // Another process (a maintenance script) may hold the write lock: SQLite's own wait blocks
    // the event loop, so it is kept short and the driver waits the rest (sqliteDialect.ts).
    sqlite = new DatabaseSync(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
    // WAL lets readers run while the one writer writes; NORMAL sync is durable in WAL mode
    // except for the last transactions before a power cut, which is fine for this data.
    sqlite.exec('pragma journal_mode = WAL; pragma synchronous = NORMAL; pragma foreign_keys = ON');
    restrictDatabaseFiles(file);
  } catch (error) {
    sqlite?.close();
    throw new DatabaseError(
      `Could not open the SQLite database ${file}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  // Migrations run in a transaction on SQLite too (sqliteDialect.ts).
  const dialect = new PatientSqliteDialect(sqlite);
  return { db: new Kysely<Database>({ dialect }), canWrite: () => dialect.canWriteNow() };
}

/**
 * The tables a player's writes need (sign-in, saves, likes, shared links). Readiness locks them
 * as a write would, giving up at once if anyone holds a lock that keeps writers out.
 */
const WRITE_PROBE_TABLES = 'users, sessions, saved_builds, build_likes, build_links';

async function postgresCanWrite(db: Kysely<Database>): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ read_only: string }>`
        select current_setting('transaction_read_only') as read_only`.execute(trx);
      if (rows[0]?.read_only !== 'off') return false;
      await sql`lock table ${sql.raw(WRITE_PROBE_TABLES)} in row exclusive mode nowait`.execute(
        trx,
      );
      return true;
    });
  } catch (error) {
    if (isDatabaseBusy(error)) return false;
    throw error;
  }
}

async function openPostgres(
  url: string,
  onConnectionLost: (error: Error) => void,
  limits: StatementLimits | null,
): Promise<{ db: Kysely<Database>; poolStats: () => PoolStats }> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    application_name: 'arrakis-planner',
    // Sent when each connection opens, so they hold for every statement on it.
    ...(limits && {
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
    }),
  });
  // A client losing its connection (server restart, network) emits 'error'; unhandled, that
  // crashes the process. The pool forwards an idle one's; a lent-out one's needs its own ear.
  pool.on('error', onConnectionLost);
  pool.on('acquire', (client) => {
    client.on('error', onConnectionLost);
  });
  pool.on('release', (_error, client) => {
    client.removeListener('error', onConnectionLost);
  });
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Opens the configured database. PostgreSQL connects lazily: the first query reports failures.
 * `limits`: null for work that may take long (migrations, seeding, maintenance).
 */
export async function openDatabase(
  config: DatabaseConfig,
  onConnectionLost: (error: Error) => void = () => undefined,
  limits: StatementLimits | null = REQUEST_STATEMENT_LIMITS,
): Promise<AppDatabase> {
  const { db, poolStats, canWrite } =
    config.kind === 'sqlite'
      ? { ...(await openSqlite(config.file)), poolStats: () => null }
      : await openPostgres(config.url, onConnectionLost, limits).then((opened) => ({
          ...opened,
          canWrite: () => postgresCanWrite(opened.db),
        }));
  // The threads start with the first long read: a script that never searches starts none.
  const reads =
    config.kind === 'sqlite' && (config.readThreads ?? 1) > 0
      ? openSqliteReads(config.file, config.readThreads ?? 1)
      : db;
  let destroyed: Promise<void> | null = null;
  return {
    db,
    reads,
    kind: config.kind,
    description:
      config.kind === 'sqlite' ? `SQLite ${config.file}` : `PostgreSQL ${config.displayUrl}`,
    destroy: () =>
      (destroyed ??= Promise.all([db.destroy(), reads === db ? null : reads.destroy()]).then(
        () => undefined,
      )),
    poolStats,
    canWrite,
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
