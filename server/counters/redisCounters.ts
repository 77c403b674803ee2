import { once } from 'node:events';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { memoryCounters, type CountedHit, type RequestCounters } from './requestCounters';

/** Keys of every counter, so the site can share a Redis with others. */
const KEY_PREFIX = 'arrakis:';
/** A Redis that answers slower than this is treated as down for the request at hand. */
const COMMAND_TIMEOUT_MS = 250;
/** After a failure, requests count in memory for this long before Redis is asked again. */
const RETRY_AFTER_MS = 5000;
/** How long the start waits for a first connection before going on without one. */
const CONNECT_WAIT_MS = 3000;

/**
 * Request counters shared through Redis, by @fastify/rate-limit's own Redis store (one atomic
 * script per hit). A Redis outage never fails a request: while Redis cannot answer, each
 * process counts in its own memory (so limits still hold per process) and says so in the log.
 */
export async function redisCounters(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<RequestCounters> {
  const client = new Redis(url, {
    // Fail at once while disconnected rather than queueing requests behind a dead server.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_WAIT_MS,
  });
  const store = new RedisStore(false, false, client, KEY_PREFIX);
  const fallback = memoryCounters();
  let down = false;
  let closing = false;
  let askAgainAt = 0;

  const wentDown = (error: unknown) => {
    askAgainAt = Date.now() + RETRY_AFTER_MS;
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'Redis is unavailable: request limits count in this process only until it is back',
    );
  };
  // Without a listener ioredis prints every reconnection failure to the console.
  client.on('error', wentDown);
  client.on('close', () => {
    if (!closing) wentDown(new Error('the connection to Redis closed'));
  });
  const cameBack = () => {
    askAgainAt = 0;
    if (down) log.info('Redis is back: request limits are shared again');
    down = false;
  };
  client.on('ready', cameBack);

  try {
    await Promise.race([
      once(client, 'ready'),
      new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
    ]);
  } catch (error) {
    wentDown(error);
  }
  if (client.status !== 'ready') wentDown(new Error(`no connection to Redis (${client.status})`));

  const viaRedis = (bucket: string, windowMs: number) =>
    new Promise<CountedHit>((resolve, reject) => {
      store.incr(
        bucket,
        (error, result) => {
          if (error || !result) reject(error ?? new Error('Redis gave no count'));
          else resolve(result);
        },
        windowMs,
        // The store only uses `max` with backoff options, which are off.
        0,
      );
    });

  return {
    kind: 'redis',
    async hit(bucket, windowMs) {
      if (client.status === 'ready' && Date.now() >= askAgainAt) {
        try {
          const counted = await viaRedis(bucket, windowMs);
          if (down) cameBack();
          return counted;
        } catch (error) {
          wentDown(error);
        }
      }
      return fallback.hit(bucket, windowMs);
    },
    async close() {
      closing = true;
      client.disconnect();
      await fallback.close();
    },
  };
}
