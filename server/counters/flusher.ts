import type { FastifyBaseLogger } from 'fastify';

/** How often batched counts are written: limits across processes lag by about this much. */
export const FLUSH_INTERVAL_MS = 1000;

/** A timer that writes batched counts off the request path, one write at a time. */
export interface Flusher {
  /** Writes what is pending now, after any write in progress. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left; safe to call twice. */
  close(): Promise<void>;
}

/** Where a failed write is reported, and how often to write. */
export interface FlushOptions {
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  flushIntervalMs: number;
}

/**
 * Calls `write` every `flushIntervalMs` (never two at once). `write` puts back what it could not
 * write; a failure is logged once until a write succeeds again.
 */
export function startFlusher(
  what: string,
  write: () => Promise<void>,
  { log, flushIntervalMs }: FlushOptions,
): Flusher {
  let last: Promise<void> = Promise.resolve();
  let failing = false;
  let busy = false;
  const run = (): Promise<void> => {
    last = last.then(write).then(
      () => {
        if (failing) log.info(`${what} are written to the database again`);
        failing = false;
      },
      (error: unknown) => {
        if (!failing) {
          log.warn({ err: error }, `${what} could not be written to the database: kept, retrying`);
        }
        failing = true;
      },
    );
    return last;
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void run().finally(() => {
      busy = false;
    });
  }, flushIntervalMs);
  timer.unref();
  let closed: Promise<void> | null = null;
  return {
    flush: run,
    close: () => {
      clearInterval(timer);
      return (closed ??= run());
    },
  };
}
