import type { SQLInputValue } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema';
import { SQLITE_BUSY_TIMEOUT_MS } from './sqliteDialect';

/**
 * Reads of the SQLite database on threads of their own, each with its own connection. node:sqlite
 * runs a query on the thread that asks, so a long read (a search) on the server's connection
 * holds every other request for its whole length; here the server's thread only waits for rows.
 * WAL lets these connections read beside the writer; each query sees every commit before it.
 */

interface Pending {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

/** A thread's answer to one query. */
interface ReadAnswer {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

/**
 * How to start a thread: beside the bundled server its own file (scripts/build-server.mjs);
 * from the sources Node runs the TypeScript file as it is (it uses only erasable syntax).
 */
function startThread(file: string): Worker {
  const here = import.meta.url;
  const script = here.endsWith('.ts') ? './sqliteReadThread.ts' : './sqlite-read-thread.js';
  return new Worker(new URL(script, here), {
    workerData: { file, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS },
  });
}

/** One reading thread and its queries under way; a thread that dies fails those, then restarts. */
class ReadThread {
  #worker: Worker | null = null;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;

  constructor(private readonly file: string) {}

  get load(): number {
    return this.#pending.size;
  }

  read(sql: string, parameters: readonly SQLInputValue[]): Promise<unknown[]> {
    const worker = this.#worker ?? this.#start();
    const id = (this.#nextId += 1);
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (this.#pending.size === 1) worker.ref();
      worker.postMessage({ id, sql, parameters });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #start(): Worker {
    const worker = startThread(this.file);
    // An idle thread never keeps the process alive; one with a query under way does.
    worker.unref();
    worker.on('message', ({ id, rows, error }: ReadAnswer) => {
      const pending = this.#pending.get(id);
      if (!pending) return;
      this.#pending.delete(id);
      if (this.#pending.size === 0) worker.unref();
      if (error) pending.reject(Object.assign(new Error(error.message), { code: error.code }));
      else pending.resolve(rows ?? []);
    });
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      fail(new Error(`The SQLite reading thread stopped (exit code ${code}).`));
    });
    this.#worker = worker;
    return worker;
  }
}

/** Queries go to the least busy thread; there are no transactions (reads stand alone). */
class ReadThreadsConnection implements DatabaseConnection {
  constructor(private readonly threads: readonly ReadThread[]) {}

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const thread = this.threads.reduce((least, each) => (each.load < least.load ? each : least));
    const rows = await thread.read(sql, parameters as readonly SQLInputValue[]);
    return { rows: rows as R[] };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on SQLite here.');
  }
}

class ReadThreadsDriver implements Driver {
  readonly #connection: ReadThreadsConnection;

  constructor(private readonly threads: readonly ReadThread[]) {
    this.#connection = new ReadThreadsConnection(threads);
  }

  async init(): Promise<void> {
    // Threads start with their first query.
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(this.#connection);
  }

  beginTransaction(): Promise<void> {
    return Promise.reject(new Error('The SQLite reading threads only read: no transactions.'));
  }

  commitTransaction(): Promise<void> {
    return this.beginTransaction();
  }

  rollbackTransaction(): Promise<void> {
    return this.beginTransaction();
  }

  releaseConnection(): Promise<void> {
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}

class ReadThreadsDialect implements Dialect {
  constructor(private readonly threads: readonly ReadThread[]) {}

  createDriver(): Driver {
    return new ReadThreadsDriver(this.threads);
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/** A handle for reads only, on `threads` threads with a connection each to the SQLite `file`. */
export function openSqliteReads(file: string, threads: number): Kysely<Database> {
  const pool = Array.from({ length: threads }, () => new ReadThread(file));
  return new Kysely<Database>({ dialect: new ReadThreadsDialect(pool) });
}
