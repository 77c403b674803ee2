import type { FastifyBaseLogger } from 'fastify';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';

/**
 * When each saved build was last viewed, kept in memory and written to the database in one
 * batch every few seconds, off the request path: opening a build never waits on a write (or on
 * a lock another connection holds). Until written, this process's answers show its own views.
 */
export interface BuildViews {
  /** The latest of the row's `last_viewed_at` and a view of it not yet written. */
  lastViewed(id: string, stored: string | null): string | null;
  record(id: string, at: string): void;
  /** Writes what is pending now; a failed batch is kept for the next one. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending. */
  close(): Promise<void>;
}

/** How often pending views are written. */
export const VIEW_FLUSH_MS = 5_000;

/** Views per transaction: a short one, so other queries get the connection in between. */
const VIEWS_PER_WRITE = 200;

const later = (a: string | null, b: string | undefined): string | null =>
  b !== undefined && (a === null || b > a) ? b : a;

export function createBuildViews(
  savedBuilds: Pick<SavedBuildRepository, 'markViewedMany'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  flushMs = VIEW_FLUSH_MS,
): BuildViews {
  let pending = new Map<string, string>();
  let writing: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    if (pending.size === 0) return;
    const batch = [...pending].map(([id, at]) => ({ id, at }));
    pending = new Map();
    for (let start = 0; start < batch.length; start += VIEWS_PER_WRITE) {
      const chunk = batch.slice(start, start + VIEWS_PER_WRITE);
      try {
        await savedBuilds.markViewedMany(chunk);
      } catch (error) {
        log.warn({ err: error }, 'build views not written; trying again with the next batch');
        for (const { id, at } of batch.slice(start)) {
          pending.set(id, later(pending.get(id) ?? null, at) ?? at);
        }
        return;
      }
    }
  }
  const flush = () => (writing = writing.then(write));

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    lastViewed: (id, stored) => later(stored, pending.get(id)),
    record(id, at) {
      pending.set(id, later(pending.get(id) ?? null, at) ?? at);
    },
    flush,
    close() {
      clearInterval(timer);
      return flush();
    },
  };
}
