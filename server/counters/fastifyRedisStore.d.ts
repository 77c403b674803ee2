// @fastify/rate-limit's own Redis store (what its `redis` option builds), which ships no types.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  export default class RedisStore {
    constructor(
      continueExceeding: boolean,
      exponentialBackoff: boolean,
      redis: Redis,
      key?: string,
    );
    incr(
      key: string,
      callback: (error: Error | null, result: { current: number; ttl: number } | null) => void,
      timeWindow: number,
      max: number,
    ): void;
  }
}
