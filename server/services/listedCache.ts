import { publicListVersion } from '../repositories/publicListVersion';

/**
 * A cache of answers made of Public builds (community list pages, collection pages). An answer
 * is used only while nothing the list shows has changed in this process (publicListVersion.ts:
 * every save, delete, like, star and account deletion bumps it after committing), and for
 * `ttlMs` at most, so the processes behind one database see each other's changes within that
 * time. The requests that ask while an answer is being read share its one read.
 */

/** How long a kept answer may be served at most: other processes' writes show after this. */
export const LISTED_CACHE_TTL_MS = 2_000;

export interface ListedCacheOptions {
  ttlMs: number;
  /** Distinct keys kept; the oldest entry goes first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  /** publicListVersion() before the answer was read: any later write makes it stale. */
  version: number;
  /** `ttlMs` after the read ended (a slow read must not expire before it is used). */
  expiresAt: number;
  answer: Promise<T>;
}

/** `get(key, read)`: the kept answer of `key` while it is fresh, else `read()`'s, kept. */
export function createListedCache<T>({ ttlMs, maxEntries, now = Date.now }: ListedCacheOptions) {
  const cache = new Map<string, Entry<T>>();
  return {
    get(key: string, read: () => Promise<T>): Promise<T> {
      const version = publicListVersion();
      const at = now();
      const cached = cache.get(key);
      if (cached && cached.version === version && at < cached.expiresAt) return cached.answer;
      // The version is read before the query: a write committed while it runs leaves this
      // entry stale, never a stale answer under the new version.
      const answer = read();
      cache.delete(key);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? '');
      const entry: Entry<T> = { version, expiresAt: Number.POSITIVE_INFINITY, answer };
      cache.set(key, entry);
      answer.then(
        () => {
          entry.expiresAt = now() + ttlMs;
        },
        // A failed read is not kept: the next request tries again.
        () => {
          if (cache.get(key) === entry) cache.delete(key);
        },
      );
      return answer;
    },
  };
}
