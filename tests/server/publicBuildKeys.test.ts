import { describe, expect, it } from 'vitest';
import { titleWordsMigration } from '../../server/db/migrations/0013_title_words';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD } from './support/accountApp';
import { saveBody, titled, useSavedBuildApp, type Player } from './support/savedBuildApp';
import { publicBuildsResponseSchema } from '../../src/api/contract/publicBuildCards';

/**
 * The community list's filter keys (migration 0006) and title word keys (0013) follow every
 * write of a saved build in its transaction: a save, an overwrite with other tags, title or
 * listing, a like and an unlike, a delete and an account's deletion. And the list's cache never
 * hides a change from the next request.
 */

/** The key of a build valid on the current game version (its status, migration 0024). */
const VALID_NOW = 'valid:1.5.3.6';

describe.each(databaseKinds)('public build keys (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  /** The build's filter key rows (not its title's words), sorted, with the sort columns they copy. */
  async function keysOf(id: string) {
    const db = await s.database();
    return db
      .selectFrom('public_build_keys')
      .select(['key', 'likes', 'likes_key', 'updated_at'])
      .where('build_id', '=', id)
      .where('key', 'not like', 'word:%')
      .orderBy('key')
      .execute();
  }

  /** The build's title word keys (migration 0013), sorted. */
  async function wordsOf(id: string) {
    const db = await s.database();
    const rows = await db
      .selectFrom('public_build_keys')
      .select('key')
      .where('build_id', '=', id)
      .where('key', 'like', 'word:%')
      .orderBy('key')
      .execute();
    return rows.map((row) => row.key);
  }

  async function stored(id: string) {
    const db = await s.database();
    return db
      .selectFrom('saved_builds')
      .select(['likes', 'likes_updated_at', 'updated_at', 'selected_class'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  const save = (
    owner: Player,
    title: string,
    tags: string[],
    typeTags: string[],
    sharing: 'Public' | 'Private',
    method: 'POST' | 'PUT' = 'POST',
  ) =>
    s.saved(
      owner,
      saveBody({
        ...titled(title),
        buildTags: tags,
        buildTypeTags: typeTags,
        buildSharing: sharing,
      } as Parameters<typeof titled>[1]),
      method,
    );

  /** A like (or unlike) by a visitor: a new one each time unless `cookie` names one. */
  const like = (key: string, method: 'POST' | 'DELETE' = 'POST', cookie?: string) =>
    s.t.call(method, `/api/saved-builds/${key}/like`, {
      body: {},
      ip: freshIp(),
      ...(cookie === undefined ? {} : { cookie }),
    });

  async function titles(query: string) {
    const response = await s.get(null, `/api/public-builds?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return publicBuildsResponseSchema.parse(response.json()).data;
  }

  it('writes a Public build’s keys, rewrites them on overwrite, drops them when Private or deleted', async () => {
    const owner = await s.player();
    const { build } = await save(
      owner,
      'Keyed Build',
      ['PvP Combat Build', 'Sniper'],
      ['End Game Build'],
      'Public',
    );
    const { selected_class: slug, updated_at: updatedAt } = await stored(build.id);
    expect(await keysOf(build.id)).toEqual(
      [`class:${slug}`, 'tag:PvP Combat Build', 'tag:Sniper', 'type:End Game Build', VALID_NOW]
        .sort()
        .map((key) => ({ key, likes: 0, likes_key: '', updated_at: updatedAt })),
    );

    await save(owner, 'Keyed Build', ['PvE Support Build'], [], 'Public', 'PUT');
    const overwritten = await stored(build.id);
    expect(await keysOf(build.id)).toEqual(
      [`class:${slug}`, 'tag:PvE Support Build', VALID_NOW].map((key) => ({
        key,
        likes: 0,
        likes_key: '',
        updated_at: overwritten.updated_at,
      })),
    );

    await save(owner, 'Keyed Build', ['PvE Support Build'], [], 'Private', 'PUT');
    expect(await keysOf(build.id)).toEqual([]);

    await save(owner, 'Keyed Build', ['Sniper'], [], 'Public', 'PUT');
    expect((await keysOf(build.id)).map((row) => row.key)).toEqual([
      `class:${slug}`,
      'tag:Sniper',
      VALID_NOW,
    ]);

    const deleted = await s.t.call('DELETE', '/api/my-build', {
      cookie: owner.cookie,
      body: { id: build.id, build_name: 'Keyed Build', username: owner.username },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await keysOf(build.id)).toEqual([]);
  });

  it('writes a title’s word prefixes, rewrites them with the title, drops them when not Public', async () => {
    const owner = await s.player();
    const { build } = await save(owner, 'Scout-Sniper of Épée 7', ['Sniper'], [], 'Public');
    // Prefixes of three letters and more, lower-cased by JavaScript (É too, on both databases);
    // "of" and "7" are too short to have any.
    expect(await wordsOf(build.id)).toEqual(
      ['épé', 'épée', 'sco', 'scou', 'scout', 'sni', 'snip', 'snipe', 'sniper']
        .map((word) => `word:${word}`)
        .sort(),
    );
    const { updated_at: updatedAt } = await stored(build.id);
    const db = await s.database();
    const copies = await db
      .selectFrom('public_build_keys')
      .select(['likes', 'likes_key', 'updated_at'])
      .where('build_id', '=', build.id)
      .where('key', '=', 'word:scout')
      .execute();
    expect(copies).toEqual([{ likes: 0, likes_key: '', updated_at: updatedAt }]);

    // The same build (its name key) overwritten under another spelling of its title.
    await save(owner, 'SCOUT-sniper OF ÉPÉE 7', ['Sniper'], [], 'Public', 'PUT');
    expect(await wordsOf(build.id)).toHaveLength(9);
    await save(owner, 'Scout-Sniper of Épée 7', ['Sniper'], [], 'Private', 'PUT');
    expect(await wordsOf(build.id)).toEqual([]);
    expect(await titles(`q=scout&author=${owner.username}`)).toEqual([]);
    await save(owner, 'Scout-Sniper of Épée 7', ['Sniper'], [], 'Public', 'PUT');
    expect(
      (await titles(`q=${encodeURIComponent('ÉPÉ')}&author=${owner.username}`)).map((c) => c.title),
    ).toEqual(['Scout-Sniper of Épée 7']);
    expect((await like(build.id)).statusCode).toBe(200);
    const liked = await db
      .selectFrom('public_build_keys')
      .select('likes')
      .where('build_id', '=', build.id)
      .where('key', '=', 'word:sniper')
      .executeTakeFirstOrThrow();
    expect(liked.likes).toBe(1);

    const deleted = await s.t.call('DELETE', '/api/my-build', {
      cookie: owner.cookie,
      body: { id: build.id, build_name: 'Scout-Sniper of Épée 7', username: owner.username },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await wordsOf(build.id)).toEqual([]);
  });

  it('backfills the word keys of builds Public before migration 0013, and no others', async () => {
    const owner = await s.player();
    const { build: listed } = await save(owner, 'Backfilled Harvester', [], [], 'Public');
    const { build: hidden } = await save(owner, 'Hidden Harvester', [], [], 'Private');
    const written = await wordsOf(listed.id);
    const db = await s.database();
    // Back to the state before 0013 (its down removes every word key), then up again.
    await titleWordsMigration.down?.(db);
    expect(await wordsOf(listed.id)).toEqual([]);
    await titleWordsMigration.up(db);
    expect(await wordsOf(listed.id)).toEqual(written);
    expect(written).toContain('word:backfilled');
    expect(await wordsOf(hidden.id)).toEqual([]);
  });

  it('copies likes to the keys and keeps them when the author’s account goes', async () => {
    const owner = await s.player();
    const { build } = await save(owner, 'Liked Keys', ['Sniper'], [], 'Public');
    expect((await like(build.id)).statusCode).toBe(200);
    const liked = await stored(build.id);
    expect(await keysOf(build.id)).toEqual(
      [`class:${liked.selected_class}`, 'tag:Sniper', VALID_NOW].map((key) => ({
        key,
        likes: 1,
        likes_key: liked.likes_updated_at,
        updated_at: liked.updated_at,
      })),
    );

    const leaving = await s.t.call('DELETE', `/api/users/${owner.username}`, {
      ip: freshIp(),
      cookie: owner.cookie,
      body: { recaptchaToken: await s.t.token('delete_account'), currentPassword: PASSWORD },
    });
    expect(leaving.statusCode, leaving.body).toBe(200);
    expect((await keysOf(build.id)).map((row) => row.likes)).toEqual([1, 1, 1]);
    const [card] = await titles(`mainTag=Sniper&q=${encodeURIComponent('Liked Keys')}`);
    expect(card).toMatchObject({ title: 'Liked Keys', username: 'anonymous', likes: 1 });
  });

  it('shows a save, a like, an unlike and a delete on the very next list request', async () => {
    const owner = await s.player();
    const query = `mainTag=Sniper&sortBy=likes&author=${owner.username}`;
    expect(await titles(query)).toEqual([]);

    const { build } = await save(owner, 'Fresh Build', ['Sniper'], [], 'Public');
    expect((await titles(query)).map((card) => [card.title, card.likes])).toEqual([
      ['Fresh Build', 0],
    ]);
    const { build: second } = await save(owner, 'Second Build', ['Sniper'], [], 'Public');
    // Both cached and keyed pages: unfiltered newest first, and the tag's likes order.
    expect(
      (await titles(`sortBy=updated_at&author=${owner.username}`)).map((c) => c.title),
    ).toEqual(['Second Build', 'Fresh Build']);
    expect((await titles(`mainTag=Sniper&sortBy=likes`)).slice(0, 2).map((c) => c.likes)).toEqual([
      expect.any(Number),
      expect.any(Number),
    ]);

    const liking = await like(build.url);
    expect(liking.statusCode).toBe(200);
    const visitor = liking.cookies.find((c) => c.name === 'arrakis_visitor');
    expect((await titles(query)).map((card) => [card.title, card.likes])).toEqual([
      ['Fresh Build', 1],
      ['Second Build', 0],
    ]);
    const unliking = await like(build.url, 'DELETE', `${visitor?.name}=${visitor?.value}`);
    expect(unliking.statusCode, unliking.body).toBe(200);
    expect((await titles(query)).map((card) => card.likes)).toEqual([0, 0]);

    const deleted = await s.t.call('DELETE', '/api/my-build', {
      cookie: owner.cookie,
      body: { id: second.id, build_name: 'Second Build', username: owner.username },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await titles(query)).map((card) => card.title)).toEqual(['Fresh Build']);
  });
});
