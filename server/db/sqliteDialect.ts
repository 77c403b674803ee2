import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import {
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type QueryResult,
} from 'kysely';
import { DatabaseBusyError } from './databaseBusy';

/**
 * Kysely's SQLite dialect, except that it declares what SQLite does: DDL is transactional
 * (CREATE, ALTER and DROP roll back with the transaction they ran in). Kysely's
 * `SqliteAdapter.supportsTransactionalDdl` is false, so its Migrator ran SQLite migrations
 * without a transaction, and a crash or error midway left a half-migrated database that the
 * next start could not repair. With this adapter the Migrator runs the pending migrations in
 * one transaction on SQLite, as it does on PostgreSQL: they all apply, or none does.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }

  // The driver below hands out its one connection itself and lets reads in while a write waits
  // for the lock; Kysely's own one-connection lock (0.29) would hold them back for that wait.
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/**
 * SQLite's own wait for a taken lock (`busy_timeout`). better-sqlite3 is synchronous, so this
 * wait blocks the event loop: it must stay a few milliseconds; longer waits are the driver's.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5;

/** How long a statement waits in all for the write lock before it gives up (503). */
export const WRITE_LOCK_PATIENCE_MS = 2_000;

/** Prepared statements kept by their SQL: compiling one costs more than most queries here. */
const STATEMENT_CACHE_SIZE = 500;

/** The first pause between tries, doubled each time up to the last. */
const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 50;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

const sleep = (ms: number) =>
  new Promise<void>((done) => {
    setTimeout(done, ms);
  });

/**
 * SQLite has one connection; a query or transaction holds it until released. A release hands
 * it to the longest waiter alone: waking every waiter cost each query a pass over all of them.
 */
class ConnectionMutex {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
    });
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/**
 * The one connection. A statement that finds the write lock taken (another process, a
 * maintenance script) is tried again after a pause that grows, for WRITE_LOCK_PATIENCE_MS in
 * all; meanwhile the connection is handed back, so reads (which WAL lets run beside the
 * writer) and every other request carry on. Transactions begin IMMEDIATE: they take the write
 * lock first, the one wait they have, as a transaction cannot hand its connection back.
 */
class PatientSqliteConnection implements DatabaseConnection {
  #inTransaction = false;
  readonly #statements = new Map<string, Statement>();

  constructor(
    private readonly database: SqliteDatabase,
    private readonly mutex: ConnectionMutex,
    private readonly patienceMs: number,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.patiently(() => this.run<R>(compiledQuery));
  }

  // Kysely streams only for `.stream()`, which this app never uses.
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on SQLite here.');
  }

  async begin(): Promise<void> {
    await this.patiently(() => this.prepared('begin immediate').run());
    this.#inTransaction = true;
  }

  end(command: 'commit' | 'rollback'): void {
    try {
      this.prepared(command).run();
      this.#inTransaction = false;
    } finally {
      if (command === 'rollback') this.#inTransaction = false;
    }
  }

  /** BEGIN IMMEDIATE without waiting beyond busy_timeout, then ROLLBACK: can we write now? */
  canWriteNow(): boolean {
    try {
      this.prepared('begin immediate').run();
    } catch (error) {
      if (isBusy(error)) return false;
      throw error;
    }
    this.prepared('rollback').run();
    return true;
  }

  /** The statement for `sql`, prepared once; the oldest is let go when the cache is full. */
  private prepared(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.database.prepare(sql);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        this.#statements.delete(this.#statements.keys().next().value as string);
      }
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  private run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.prepared(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  private async patiently<T>(work: () => T): Promise<T> {
    const started = performance.now();
    let pause = FIRST_PAUSE_MS;
    for (;;) {
      try {
        return work();
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (this.#inTransaction || performance.now() - started + pause > this.patienceMs) {
          throw new DatabaseBusyError('The SQLite write lock stayed taken.', { cause: error });
        }
        this.mutex.unlock();
        await sleep(pause);
        await this.mutex.lock();
        pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
      }
    }
  }
}

/**
 * Kysely's SQLite driver with the patient connection above. Savepoints are Kysely's own (they
 * only run statements on the connection it is given).
 */
class PatientSqliteDriver extends SqliteDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  readonly #connection: PatientSqliteConnection;

  constructor(
    private readonly database: SqliteDatabase,
    patienceMs: number,
  ) {
    super({ database });
    this.#connection = new PatientSqliteConnection(database, this.#mutex, patienceMs);
  }

  override async init(): Promise<void> {
    // The database is opened by database.ts.
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  override async beginTransaction(): Promise<void> {
    await this.#connection.begin();
  }

  override commitTransaction(): Promise<void> {
    this.#connection.end('commit');
    return Promise.resolve();
  }

  override rollbackTransaction(): Promise<void> {
    this.#connection.end('rollback');
    return Promise.resolve();
  }

  override releaseConnection(): Promise<void> {
    this.#mutex.unlock();
    return Promise.resolve();
  }

  override destroy(): Promise<void> {
    this.database.close();
    return Promise.resolve();
  }

  /** Whether a write could start right now, waiting no longer than busy_timeout. */
  async canWriteNow(): Promise<boolean> {
    await this.#mutex.lock();
    try {
      return this.#connection.canWriteNow();
    } finally {
      this.#mutex.unlock();
    }
  }
}

/** The SQLite dialect with the adapter and the driver above; everything else is Kysely's. */
export class PatientSqliteDialect extends SqliteDialect {
  readonly #driver: PatientSqliteDriver;

  constructor(database: SqliteDatabase, patienceMs = WRITE_LOCK_PATIENCE_MS) {
    super({ database });
    this.#driver = new PatientSqliteDriver(database, patienceMs);
  }

  override createDriver(): Driver {
    return this.#driver;
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }

  /** Whether the database takes a write right now (readiness), without waiting for it. */
  canWriteNow(): Promise<boolean> {
    return this.#driver.canWriteNow();
  }
}
