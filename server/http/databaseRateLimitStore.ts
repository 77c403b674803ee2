import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ThrottleRepository } from '../repositories/throttleRepository';

/**
 * A `store` for @fastify/rate-limit that keeps its counts in the database (the
 * `throttle_counters` table of the account throttles: one row per scope, client address and
 * fixed window, incremented by one atomic upsert), so a limit holds across every server process
 * and machine sharing the database. The plugin's own local store counts per process: with
 * WORKERS=4 each address would get four times its limit, and a different one per machine.
 * Old windows are deleted by the accounts' clean-up timer with the other expired counters.
 */

/** The counter's bucket: the limit's scope, then the client key (address). */
export function rateLimitBucket(scope: string, key: string): string {
  return `rate:${scope}:${key}`;
}

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** One limit's counters: `scope` names the limit, so a route's own limit counts apart. */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly repository: ThrottleRepository,
    private readonly scope: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    const start = now - (now % timeWindow);
    const end = start + timeWindow;
    this.repository
      .increment(
        rateLimitBucket(this.scope, key),
        new Date(start).toISOString(),
        new Date(end).toISOString(),
      )
      .then(
        (current) => {
          callback(null, { current, ttl: end - now });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const { routeInfo } = routeOptions as RouteInfo;
    const method = [routeInfo?.method ?? ''].flat().join(',');
    const url = routeInfo?.url ?? routeOptions.url;
    return new DatabaseRateLimitStore(this.repository, `${this.scope}:${method} ${url}`);
  }
}

/**
 * The store class to give the plugin (it calls `new Store(options)`), counting under `scope`
 * in `repository`.
 */
export function databaseRateLimitStore(
  repository: ThrottleRepository,
  scope: string,
): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(repository, scope);
    }
  };
}
