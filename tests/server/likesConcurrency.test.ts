import { describe, expect, it } from 'vitest';
import { likeDb } from '../../server/repositories/likeRepository';
import { databaseKinds } from './helpers';
import { freshIp } from './support/accountApp';
import { saveBody, titled, useSavedBuildApp } from './support/savedBuildApp';
import { likeResponseSchema } from '../../src/api/contract/likes';

/**
 * Likes arriving at once: on PostgreSQL they run in parallel on a pool of connections, on SQLite
 * they interleave between queries; either way the count is exact and one account or browser gets
 * one like however often it clicks.
 */

describe.each(databaseKinds)('likes under concurrent calls (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  async function stored(id: string) {
    const db = likeDb(await s.database());
    const build = await db
      .selectFrom('saved_builds')
      .select('likes')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('build_likes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('build_id', '=', id)
      .executeTakeFirstOrThrow();
    return { likes: build.likes, rows: Number(rows.n) };
  }

  it('counts 500 simultaneous likes of 500 browsers exactly', async () => {
    const owner = await s.player();
    const { build } = await s.saved(
      owner,
      saveBody({ ...titled('Crowd Favourite'), buildSharing: 'Public' }),
    );
    const responses = await Promise.all(
      Array.from({ length: 500 }, () =>
        s.t.call('POST', `/api/saved-builds/${build.url}/like`, { body: {}, ip: freshIp() }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((code) => code !== 200)).toEqual([]);
    const counts = responses.map((r) => likeResponseSchema.parse(r.json()).likes);
    // Each like saw its own count: 1 to 500, once each.
    expect(new Set(counts).size).toBe(500);
    expect(Math.max(...counts)).toBe(500);
    expect(await stored(build.id)).toEqual({ likes: 500, rows: 500 });
    // 500 like transactions in turn on the build's row lock, each rewriting the count on its list
    // keys (a row per tag, class and title-word prefix, migration 0013: about a dozen here).
  }, 30_000);

  it('keeps one like of 20 simultaneous clicks of one account, and one unlike of 20', async () => {
    const owner = await s.player();
    const fan = await s.player();
    const { build } = await s.saved(
      owner,
      saveBody({ ...titled('Double Clicked'), buildSharing: 'Public' }),
    );
    const call = (method: 'POST' | 'DELETE') =>
      s.t.call(method, `/api/saved-builds/${build.id}/like`, { body: {}, cookie: fan.cookie });
    const likes = await Promise.all(Array.from({ length: 20 }, () => call('POST')));
    const statuses = likes.map((r) => r.statusCode);
    expect(statuses.filter((code) => code === 200)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(19);
    expect(await stored(build.id)).toEqual({ likes: 1, rows: 1 });

    const unlikes = await Promise.all(Array.from({ length: 20 }, () => call('DELETE')));
    expect(unlikes.map((r) => r.statusCode).filter((code) => code !== 200)).toEqual([]);
    expect(await stored(build.id)).toEqual({ likes: 0, rows: 0 });
  });
});
