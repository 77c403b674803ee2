import { describe, expect, it } from 'vitest';
import { databaseKinds } from './helpers';
import { saveBody, titled, useSavedBuildApp } from './support/savedBuildApp';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * The 10-build limit and one build per name hold when one player's saves arrive at once (two
 * tabs, a double click, a script): on PostgreSQL they really run in parallel on a pool of
 * connections; on SQLite they interleave between queries.
 */

describe.each(databaseKinds)('saved builds under concurrent saves (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  async function slotsOf(username: string): Promise<(number | null)[]> {
    const db = await s.database();
    const rows = await db
      .selectFrom('saved_builds')
      .innerJoin('users', 'users.id', 'saved_builds.user_id')
      .select('saved_builds.slot')
      .where('users.username', '=', username)
      .orderBy('saved_builds.slot')
      .execute();
    return rows.map((row) => row.slot);
  }

  it('stores exactly 10 of 20 simultaneous saves of different names; the rest get 403', async () => {
    const player = await s.player();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.save(player, saveBody(titled(`Rush ${i}`)))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((code) => code === 201)).toHaveLength(10);
    expect(statuses.filter((code) => code === 403)).toHaveLength(10);
    for (const refused of responses.filter((r) => r.statusCode === 403)) {
      expect(refused.json()).toMatchObject({
        error: 'BUILD_LIMIT_REACHED',
        message: SAVED_BUILD_TEXTS.limitReached,
      });
    }
    expect(await slotsOf(player.username)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('stores one of 20 simultaneous saves of one name; the rest get 409', async () => {
    const player = await s.player();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        // The same name in other spellings of case and spaces.
        s.save(player, saveBody(titled(i % 2 === 0 ? 'Twin Blades' : ' twin blades'))),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((code) => code === 201)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(19);
    expect(await slotsOf(player.username)).toEqual([1]);
  });

  it('gives the last free slot to one of several simultaneous saves', async () => {
    const player = await s.player();
    for (let i = 0; i < 9; i++) await s.saved(player, saveBody(titled(`Steady ${i}`)));
    const other = await s.player();
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => s.save(player, saveBody(titled(`Late ${i}`)))),
      // Another player's saves at the same moment take nothing from this one's slots.
      ...Array.from({ length: 4 }, (_, i) => s.save(other, saveBody(titled(`Other ${i}`)))),
    ]);
    const mine = responses.slice(0, 8).map((r) => r.statusCode);
    expect(mine.filter((code) => code === 201)).toHaveLength(1);
    expect(mine.filter((code) => code === 403)).toHaveLength(7);
    expect(responses.slice(8).map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await slotsOf(player.username)).toHaveLength(10);
    expect(await slotsOf(other.username)).toEqual([1, 2, 3, 4]);
  });
});
