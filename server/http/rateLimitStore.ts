import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RequestCounters } from '../counters/requestCounters';

/**
 * The `store` of every @fastify/rate-limit registration: it counts in the app's request
 * counters (memory, Redis, or batched into the database; see openRequestCounters.ts), never
 * with a database write on the request path.
 */

/** The counter's bucket: the limit's scope, then the client key. */
function rateLimitBucket(scope: string, key: string): string {
  return `rate:${scope}:${key}`;
}

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** One limit's counters: `scope` names the limit, so a route's own limit counts apart. */
class CountersRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: RequestCounters,
    private readonly scope: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.counters.hit(rateLimitBucket(this.scope, key), timeWindow).then(
      (counted) => {
        callback(null, counted);
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
    return new CountersRateLimitStore(this.counters, `${this.scope}:${method} ${url}`);
  }
}

/** The store class to give the plugin (it calls `new Store(options)`), counting under `scope`. */
export function rateLimitStore(
  counters: RequestCounters,
  scope: string,
): FastifyRateLimitStoreCtor {
  return class extends CountersRateLimitStore {
    constructor() {
      super(counters, scope);
    }
  };
}
