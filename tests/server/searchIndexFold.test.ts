import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { publicBuildsResponseSchema } from '../../src/api/contract/publicBuildCards';
import { loadConfig } from '../../server/config';
import { foldSearchIndex } from '../../server/db/sqliteSearchFold';
import { freshIp } from './support/accountApp';
import { saveBody, titled, useSavedBuildApp, type Player } from './support/savedBuildApp';

/**
 * SQLite's search index (FTS5) gains a segment with each save; the server folds them into one
 * on a thread of its own, and a search finds the same builds before and after. PostgreSQL's
 * GIN index needs no such upkeep.
 */

/** How often the suite's server looks at its index: soon enough for a test to see a fold. */
const LOOK_EVERY_MS = 200;
const WAIT_MS = 20_000;

describe('the SQLite search index fold', () => {
  let logged = '';
  const s = useSavedBuildApp(
    'sqlite',
    () => ({ LOG_LEVEL: 'info' }),
    () => {
      const logStream = new PassThrough();
      logStream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
      return { searchFoldIntervalMs: LOOK_EVERY_MS, logStream };
    },
  );

  const file = () => {
    const { database } = loadConfig(s.t.db.env);
    if (database.kind !== 'sqlite') throw new Error('The fold is SQLite’s.');
    return database.file;
  };

  const segments = async () => {
    const { rows } = await sql<{
      n: number;
    }>`select count(distinct segid) as n from build_search_idx`.execute(await s.database());
    return rows[0]?.n ?? 0;
  };

  const found = async (q: string) => {
    const response = await s.t.call('GET', `/api/public-builds?sortBy=updated_at&q=${q}`, {
      ip: freshIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return publicBuildsResponseSchema.parse(response.json()).data.map((card) => card.title);
  };

  const publish = async (player: Player, title: string) => {
    await s.saved(player, saveBody({ ...titled(title), buildSharing: 'Public' }));
  };

  it('folds the segments its saves made into one; a search finds the same builds', async () => {
    const players = [await s.player('Stilgar'), await s.player('Chani')];
    // FTS5 merges small segments only at 16: twelve saves leave twelve.
    for (let n = 1; n <= 6; n++) {
      for (const [i, player] of players.entries()) {
        await publish(player, `${i === 0 ? 'Scout' : 'Warden'} Sandrider ${n}`);
      }
    }
    const scouts = await found('scout');
    expect(scouts).toHaveLength(6);
    const riders = await found('sandr');
    expect(riders).toHaveLength(12);

    const folded = /"segmentsBefore":([5-9]|1\d),"segmentsAfter":1,.*"msg":"Search index folded"/;
    await expect.poll(() => logged, { timeout: WAIT_MS, interval: 50 }).toMatch(folded);
    // Saves between its looks may have split it again, never past what starts a fold.
    await expect.poll(segments, { timeout: WAIT_MS, interval: 50 }).toBeLessThanOrEqual(4);
    expect(await found('scout')).toEqual(scouts);
    expect(await found('sandr')).toEqual(riders);

    // Saves after a fold are searched at once, in new segments.
    await publish(players[0] as Player, 'Scout Dunewalker');
    expect(await found('dunewalker')).toEqual(['Scout Dunewalker']);
  });

  it('folds only what is split, and stops for the server’s writes between its steps', async () => {
    const player = await s.player('Jamis');
    await publish(player, 'Spice Harvester');
    expect(await segments()).toBeGreaterThan(1);
    const fold = foldSearchIndex(file(), 1);
    // A save while the fold runs is neither refused nor lost.
    await publish(player, 'Spice Courier');
    const folded = await fold.folded;
    expect(folded.segmentsBefore).toBeGreaterThan(1);
    expect(folded.steps).toBeGreaterThan(0);
    expect(await found('spice')).toEqual(['Spice Courier', 'Spice Harvester']);

    // The save may have made a segment after the fold's last step.
    expect((await foldSearchIndex(file(), 1).folded).segmentsAfter).toBe(1);
    const idle = await foldSearchIndex(file(), 1).folded;
    expect(idle).toMatchObject({ segmentsBefore: 1, segmentsAfter: 1, steps: 0 });
  });
});
