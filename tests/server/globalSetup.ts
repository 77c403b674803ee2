import type { TestProject } from 'vitest/node';
import { newestPostgresBin, startThrowawayPostgres } from '../../scripts/throwawayPostgres';

/**
 * Starts a throwaway PostgreSQL cluster for the server tests (scripts/throwawayPostgres.ts, the
 * recipe of STACK.md), so every server test runs against both databases.
 * Without PostgreSQL the tests run on SQLite only, except in CI, where that is a failure.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway cluster, or null when PostgreSQL tests are skipped. */
    postgresAdminUrl: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const bin = newestPostgresBin();
  if (!bin) {
    const why = 'no PostgreSQL found in /usr/lib/postgresql/*/bin or on PATH';
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL is required in CI for the server tests: ${why}.`);
    }
    console.warn(
      `PostgreSQL server tests skipped: ${why} (apt-get install postgresql to run them).`,
    );
    project.provide('postgresAdminUrl', null);
    return () => undefined;
  }
  const cluster = await startThrowawayPostgres(bin, {
    database: 'arrakis_test',
    tempPrefix: 'arrakis-pg-',
  });
  project.provide('postgresAdminUrl', cluster.url);
  return () => {
    cluster.stop();
  };
}
