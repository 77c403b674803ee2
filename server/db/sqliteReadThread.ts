/*
 * A reading thread of the SQLite database (sqliteReads.ts starts it): its own connection,
 * which only reads, answers each compiled query with its rows. Node builtins only: the thread
 * runs this file as it is, from the sources or beside the bundled server.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

/** What the main thread asks: one query. */
interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly SQLInputValue[];
}

const { file, busyTimeoutMs } = workerData as { file: string; busyTimeoutMs: number };
const database = new DatabaseSync(file, { timeout: busyTimeoutMs });
database.exec('pragma query_only = on');
const statements = new Map<string, StatementSync>();
const STATEMENTS_KEPT = 200;

parentPort?.on('message', ({ id, sql, parameters }: ReadRequest) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      if (statements.size >= STATEMENTS_KEPT) {
        statements.delete(statements.keys().next().value ?? '');
      }
      statements.set(sql, statement);
    }
    parentPort?.postMessage({ id, rows: statement.all(...parameters) });
  } catch (error) {
    const { message, code } = error as { message: string; code?: string };
    parentPort?.postMessage({ id, error: { message, code } });
  }
});
