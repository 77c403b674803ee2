import { afterAll, describe, expect, it } from 'vitest';
import { runCrashRounds } from '../../bench/crashRounds';
import { currentGame, sampleBuild } from '../../bench/support/sampleBuild';
import { createTestDatabase, databaseKinds, removeTempDirs, type TestDatabase } from './helpers';

/**
 * The crash suite's fast version (`npm run test:crash` runs 5 rounds a database and prints its
 * figures): one round of a real server process killed with `kill -9` in a storm of saves and likes,
 * restarted on the same database, which must start cleanly and hold every write it acknowledged
 * (bench/crashRounds.ts lists the checks).
 */

describe.each(databaseKinds)('a server killed mid-storm (%s)', (kind) => {
  let db: TestDatabase | undefined;
  afterAll(async () => {
    await db?.drop();
    removeTempDirs();
  });

  it('restarts cleanly and holds every acknowledged save and like', async () => {
    db = await createTestDatabase(kind);
    const figures = await runCrashRounds({
      env: { DATABASE_URL: '', ...db.env },
      rounds: 1,
      playersPerRound: 20,
      targetsPerRound: 2,
      workers: 8,
      killAfter: [30, 60],
      seed: 13,
      template: sampleBuild(currentGame()),
      log: () => undefined,
    });
    expect(figures.problems).toEqual([]);
    expect(figures.acknowledged).toBeGreaterThanOrEqual(32);
    expect(figures.found).toBe(figures.acknowledged);
  }, 90_000);
});
