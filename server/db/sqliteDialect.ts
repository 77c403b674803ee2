import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { DatabaseBusyError, isSqliteBusy } from './databaseBusy';

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
 * SQLite's own wait for a taken lock (`busy_timeout`). node:sqlite is synchronous, so this
 * wait blocks the event loop: it must stay a few milliseconds; longer waits are the driver's.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5;

/** How long a statement waits in all for the write lock before it gives up (503). */
const WRITE_LOCK_PATIENCE_MS = 2_000;

/** Prepared statements kept by their SQL: compiling one costs more than most queries here. */
const STATEMENT_CACHE_SIZE = 500;

/** The first pause between tries, doubled each time up to the last. */
const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 50;

/** A prepared statement and whether it returns rows, found once when it is prepared. */
interface PreparedStatement {
  readonly statement: StatementSync;
  readonly reader: boolean;
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
  readonly #statements = new Map<string, PreparedStatement>();

  constructor(
    private readonly database: DatabaseSync,
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
    await this.patiently(() => this.prepared('begin immediate').statement.run());
    this.#inTransaction = true;
  }

  end(command: 'commit' | 'rollback'): void {
    try {
      this.prepared(command).statement.run();
      this.#inTransaction = false;
    } finally {
      if (command === 'rollback') this.#inTransaction = false;
    }
  }

  /** BEGIN IMMEDIATE without waiting beyond busy_timeout, then ROLLBACK: can we write now? */
  canWriteNow(): boolean {
    try {
      this.prepared('begin immediate').statement.run();
    } catch (error) {
      if (isSqliteBusy(error)) return false;
      throw error;
    }
    this.prepared('rollback').statement.run();
    return true;
  }

  /** The statement for `sql`, prepared once; the oldest is let go when the cache is full. */
  private prepared(sql: string): PreparedStatement {
    let prepared = this.#statements.get(sql);
    if (!prepared) {
      const statement = this.database.prepare(sql);
      // A statement that yields columns returns rows (SELECT, or a write with RETURNING).
      prepared = { statement, reader: statement.columns().length > 0 };
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        this.#statements.delete(this.#statements.keys().next().value as string);
      }
      this.#statements.set(sql, prepared);
    }
    return prepared;
  }

  private run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const { statement, reader } = this.prepared(sql);
    const values = parameters as readonly SQLInputValue[];
    if (reader) return { rows: statement.all(...values) as R[] };
    const { changes, lastInsertRowid } = statement.run(...values);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  private async patiently<T>(work: () => T): Promise<T> {
    const started = performance.now();
    let pause = FIRST_PAUSE_MS;
    for (;;) {
      try {
        return work();
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
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

/** A SQLite driver over node:sqlite with the patient connection above (no savepoints: unused). */
class PatientSqliteDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  readonly #connection: PatientSqliteConnection;

  constructor(
    private readonly database: DatabaseSync,
    patienceMs: number,
  ) {
    this.#connection = new PatientSqliteConnection(database, this.#mutex, patienceMs);
  }

  async init(): Promise<void> {
    // The database is opened by database.ts.
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    await this.#connection.begin();
  }

  commitTransaction(): Promise<void> {
    this.#connection.end('commit');
    return Promise.resolve();
  }

  rollbackTransaction(): Promise<void> {
    this.#connection.end('rollback');
    return Promise.resolve();
  }

  releaseConnection(): Promise<void> {
    this.#mutex.unlock();
    return Promise.resolve();
  }

  destroy(): Promise<void> {
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

/** The SQLite dialect with the adapter and the driver above; SQL and introspection are Kysely's. */
export class PatientSqliteDialect implements Dialect {
  readonly #driver: PatientSqliteDriver;

  constructor(database: DatabaseSync, patienceMs = WRITE_LOCK_PATIENCE_MS) {
    this.#driver = new PatientSqliteDriver(database, patienceMs);
  }

  createDriver(): Driver {
    return this.#driver;
  }

  createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }

  /** Whether the database takes a write right now (readiness), without waiting for it. */
  canWriteNow(): Promise<boolean> {
    return this.#driver.canWriteNow();
  }
}
