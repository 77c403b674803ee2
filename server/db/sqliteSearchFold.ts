import { Worker } from 'node:worker_threads';

/**
 * The upkeep of SQLite's search index (FTS5, migration 0025). Each save adds a small segment
 * and FTS5 merges small ones only when 16 gather, so the index drifts into many; a search's walk
 * looks each build it meets up in every one (9 segments made it 3-7 times slower than one).
 * Folding them into one rewrites the whole index, so it is done on a thread of its own, in
 * steps that let the server's writes in between, when the segments pass SEGMENTS_MAX.
 */

/** What one fold did. */
interface SearchFold {
  segmentsBefore: number;
  segmentsAfter: number;
  /** Merge steps taken: none when the index was in few enough segments. */
  steps: number;
  /** The longest a step held the database's write lock. */
  longestStepMs: number;
  ms: number;
}

/** The thread's one answer. */
interface FoldAnswer {
  folded?: SearchFold;
  error?: { message?: string; errcode?: number };
}

/** SQLite's code for a database another connection holds locked (a long write, a backup). */
const SQLITE_BUSY = 5;

/** A fold under way. */
interface FoldRun {
  readonly folded: Promise<SearchFold>;
  /** Stops the thread after its current step. */
  stop(): Promise<void>;
}

/** Where the server's upkeep logs (pino's shape). */
interface FoldLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** A fold starts when the index is in more segments than this. */
const SEGMENTS_MAX = 4;
/** Pages of merged index per step: a few ms each, but a step finishes the word it is on. */
const PAGES_PER_STEP = 100;
/** A step waits this long for a save to let go of the database (the thread alone waits). */
const STEP_BUSY_TIMEOUT_MS = 1_000;
/** The first look after the server starts: a restart after a bulk import folds soon. */
const FIRST_LOOK_MS = 30_000;

function startFoldThread(file: string, segmentsMax: number): Worker {
  const here = import.meta.url;
  const script = here.endsWith('.ts')
    ? './sqliteSearchFoldThread.ts'
    : './sqlite-search-fold-thread.js';
  return new Worker(new URL(script, here), {
    workerData: {
      file,
      segmentsMax,
      pagesPerStep: PAGES_PER_STEP,
      busyTimeoutMs: STEP_BUSY_TIMEOUT_MS,
    },
  });
}

/** Folds the search index of the SQLite `file` if it is in more than `segmentsMax` segments. */
export function foldSearchIndex(file: string, segmentsMax = SEGMENTS_MAX): FoldRun {
  const worker = startFoldThread(file, segmentsMax);
  const folded = new Promise<SearchFold>((resolve, reject) => {
    worker.once('message', (answer: FoldAnswer) => {
      if (answer.folded) resolve(answer.folded);
      else {
        const { message = 'The search index fold failed.', errcode } = answer.error ?? {};
        reject(Object.assign(new Error(message), { busy: errcode === SQLITE_BUSY }));
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`The search index fold stopped (exit code ${code}).`));
    });
  });
  return {
    folded,
    stop: async () => {
      await worker.terminate();
    },
  };
}

/**
 * Looks at the search index soon after the start and every `intervalMs`, folding it when it is
 * in too many segments; one fold at a time. Returns what stops it (and a fold under way).
 */
export function scheduleSearchIndexFolds(
  file: string,
  intervalMs: number,
  log: FoldLog,
): () => Promise<void> {
  let running: FoldRun | null = null;
  let stopped = false;
  const look = () => {
    if (running || stopped) return;
    const run = foldSearchIndex(file);
    running = run;
    run.folded
      .then(
        (fold) => {
          if (fold.steps > 0) log.info({ searchIndexFold: fold }, 'Search index folded');
        },
        (error: unknown) => {
          // Stopping the server ends a fold midway: the next start takes it up again.
          if (stopped) return;
          if ((error as { busy?: boolean }).busy) {
            log.info({}, 'The search index fold waits for its next look: the database was busy');
          } else log.warn({ err: error }, 'The search index could not be folded');
        },
      )
      .finally(() => {
        if (running === run) running = null;
      });
  };
  const first = setTimeout(look, Math.min(intervalMs, FIRST_LOOK_MS));
  const every = setInterval(look, intervalMs);
  first.unref();
  every.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    await running?.stop();
  };
}
