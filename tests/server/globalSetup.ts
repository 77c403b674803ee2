import type { TestProject } from 'vitest/node';
import { newestPostgresBin, startThrowawayPostgres } from '../../scripts/throwawayPostgres';
import { redisServerBin, startThrowawayRedis } from '../../scripts/throwawayRedis';

/**
 * Starts a throwaway PostgreSQL cluster for the server tests (scripts/throwawayPostgres.ts, the
 * recipe of STACK.md), so every server test runs against both databases, and a throwaway Redis
 * (scripts/throwawayRedis.ts) for the shared request counters.
 * Without PostgreSQL the tests run on SQLite only, and without redis-server the Redis tests are
 * skipped, except in CI, where either is a failure.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway cluster, or null when PostgreSQL tests are skipped. */
    postgresAdminUrl: string | null;
    /** URL of the throwaway Redis, or null when the Redis tests are skipped. */
    redisUrl: string | null;
    /** The redis-server program, for tests that start and stop a Redis of their own. */
    redisServerBin: string | null;
  }
}

function missing(what: string, why: string, install: string): void {
  if (process.env.CI === 'true') {
    throw new Error(`${what} is required in CI for the server tests: ${why}.`);
  }
  console.warn(`${what} server tests skipped: ${why} (apt-get install ${install} to run them).`);
}

async function setupRedis(project: TestProject): Promise<() => Promise<void>> {
  const bin = redisServerBin();
  project.provide('redisServerBin', bin);
  if (!bin) {
    missing('Redis', 'no redis-server found in /usr/bin or on PATH', 'redis-server');
    project.provide('redisUrl', null);
    return () => Promise.resolve();
  }
  const redis = await startThrowawayRedis(bin);
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stopRedis = await setupRedis(project);
  const bin = newestPostgresBin();
  if (!bin) {
    missing(
      'PostgreSQL',
      'no PostgreSQL found in /usr/lib/postgresql/*/bin or on PATH',
      'postgresql',
    );
    project.provide('postgresAdminUrl', null);
    return stopRedis;
  }
  const cluster = await startThrowawayPostgres(bin, {
    database: 'arrakis_test',
    tempPrefix: 'arrakis-pg-',
  }).catch(async (error: unknown) => {
    await stopRedis();
    throw error;
  });
  project.provide('postgresAdminUrl', cluster.url);
  return async () => {
    cluster.stop();
    await stopRedis();
  };
}
