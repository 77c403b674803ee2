import { afterAll, describe, expect, it } from 'vitest';
import { runConcurrencyChecks } from '../../bench/concurrencyChecks';
import { currentGame, sampleBuild } from '../../bench/support/sampleBuild';
import { createTestDatabase, databaseKinds, removeTempDirs, type TestDatabase } from './helpers';

/**
 * Two server processes on one PostgreSQL database (`npm run bench:concurrency` runs the full sizes
 * and prints its figures): simultaneous likes keep an exact count, simultaneous saves lose nothing
 * and never pass the 10-build limit, and simultaneous sign-ups for one username make exactly one
 * account (bench/concurrencyChecks.ts lists the checks).
 */

describe.skipIf(!databaseKinds.includes('postgres'))('two server processes (postgres)', () => {
  let db: TestDatabase | undefined;
  afterAll(async () => {
    await db?.drop();
    removeTempDirs();
  });

  it('count every like, keep every save within the limit and make one account of a name', async () => {
    db = await createTestDatabase('postgres');
    const figures = await runConcurrencyChecks({
      env: db.env,
      likers: 300,
      savers: 10,
      saves: 100,
      applicants: 8,
      socketsPerServer: 50,
      template: sampleBuild(currentGame()),
      log: () => undefined,
    });
    expect(figures.problems).toEqual([]);
    expect(figures.likes).toMatchObject({ sent: 300, succeeded: 300, stored: 300 });
    // 5 players sent 12 and 5 sent 8: 50 + 40 created.
    expect(figures.saves).toMatchObject({
      sent: 100,
      succeeded: 90,
      stored: 90,
      mostPerPlayer: 10,
    });
    expect(figures.register).toMatchObject({ sent: 8, succeeded: 1, stored: 1 });
  }, 120_000);
});
