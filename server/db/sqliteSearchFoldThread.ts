/*
 * Folds the SQLite search index's segments into one (sqliteSearchFold.ts starts it), on a
 * connection of its own: a step can take a second at 100,000 builds, which the server's
 * thread must not wait through. Node builtins only: the thread runs this file as it is.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

/** What the main thread asks (sqliteSearchFold.ts). */
interface FoldOrder {
  file: string;
  /** Fold only when the index is in more segments than this. */
  segmentsMax: number;
  /** Pages of merged index one step writes at most (it finishes the word it is on). */
  pagesPerStep: number;
  /** How long a step waits for the server's writes to let go of the database. */
  busyTimeoutMs: number;
}

/** The shortest pause between steps, so the server's writes get the database in between. */
const PAUSE_MIN_MS = 20;

const order = workerData as FoldOrder;
const database = new DatabaseSync(order.file, { timeout: order.busyTimeoutMs });

const count = (statement: StatementSync): number =>
  Number((statement.get() as { n: number | bigint }).n);

async function fold() {
  database.exec('pragma synchronous = normal');
  // Each segment is a b-tree a search's lookup seeks into (the FTS5 shadow table's rows).
  const segments = database.prepare('select count(distinct segid) as n from build_search_idx');
  const changes = database.prepare('select total_changes() as n');
  // A negative 'merge' takes segments of every level: step by step, what 'optimize' does at once.
  const merge = database.prepare(
    "insert into build_search (build_search, rank) values ('merge', ?)",
  );
  const started = performance.now();
  const segmentsBefore = count(segments);
  let steps = 0;
  let longestStepMs = 0;
  if (segmentsBefore > order.segmentsMax) {
    for (;;) {
      const changedBefore = count(changes);
      const stepStarted = performance.now();
      merge.run(-order.pagesPerStep);
      const stepMs = performance.now() - stepStarted;
      longestStepMs = Math.max(longestStepMs, stepMs);
      // FTS5's documented sign of a merge with nothing left to do: under two changes.
      if (count(changes) - changedBefore < 2) break;
      steps += 1;
      await sleep(Math.max(PAUSE_MIN_MS, stepMs));
    }
  }
  return {
    segmentsBefore,
    segmentsAfter: count(segments),
    steps,
    longestStepMs,
    ms: performance.now() - started,
  };
}

try {
  parentPort?.postMessage({ folded: await fold() });
} catch (error) {
  const { message, errcode } = error as { message: string; errcode?: number };
  parentPort?.postMessage({ error: { message, errcode } });
} finally {
  database.close();
}
