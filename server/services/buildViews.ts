import { startFlusher, type FlushOptions } from '../counters/flusher';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';

/**
 * When each saved build was last opened, kept in memory and written about once a second in one
 * statement (and on close), so opening a build never waits on a database write.
 */
export interface BuildViews {
  /** The time this process saw the build opened that is not yet in the database, if any. */
  unwritten(id: string): string | undefined;
  /** Notes that the build was opened at `at` (ISO time). */
  record(id: string, at: string): void;
  /** Writes what is left and stops the timer. */
  close(): Promise<void>;
}

export function createBuildViews(
  savedBuilds: Pick<SavedBuildRepository, 'markViewed'>,
  flush: FlushOptions,
): BuildViews {
  let pending = new Map<string, string>();
  let writing = new Map<string, string>();
  const flusher = startFlusher(
    'Build view times',
    async () => {
      if (pending.size === 0) return;
      writing = pending;
      pending = new Map();
      try {
        await savedBuilds.markViewed([...writing].map(([id, at]) => ({ id, at })));
      } catch (error) {
        for (const [id, at] of writing) if (!pending.has(id)) pending.set(id, at);
        throw error;
      } finally {
        writing = new Map();
      }
    },
    flush,
  );
  return {
    unwritten: (id) => pending.get(id) ?? writing.get(id),
    record(id, at) {
      pending.set(id, at);
    },
    close: () => flusher.close(),
  };
}
