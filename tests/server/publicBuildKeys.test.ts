import { describe, expect, it } from 'vitest';
import { publicBuildsResponseSchema } from '../../src/api/contract/publicBuilds';
import { databaseKinds } from './helpers';
import { freshIp } from './support/accountApp';
import { saveBody, titled, useSavedBuildApp, type Player } from './support/savedBuildApp';

/**
 * The community list's filter keys (migration 0006) follow every write of a saved build in its
 * transaction: a save, an overwrite with other tags or listing, a like and an unlike, a delete
 * and an account's deletion. And the list's cache never hides a change from the next request.
 */

describe.each(databaseKinds)('public build keys (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  /** The build's key rows, sorted, with the sort columns they copy. */
  async function keysOf(id: string) {
    const db = await s.database();
    return db
      .selectFrom('public_build_keys')
      .select(['key', 'likes', 'likes_key', 'updated_at'])
      .where('build_id', '=', id)
      .orderBy('key')
      .execute();
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
      [`class:${slug}`, 'tag:PvP Combat Build', 'tag:Sniper', 'type:End Game Build']
        .sort()
        .map((key) => ({ key, likes: 0, likes_key: '', updated_at: updatedAt })),
    );

    await save(owner, 'Keyed Build', ['PvE Support Build'], [], 'Public', 'PUT');
    const overwritten = await stored(build.id);
    expect(await keysOf(build.id)).toEqual(
      [`class:${slug}`, 'tag:PvE Support Build'].map((key) => ({
        key,
        likes: 0,
        likes_key: '',
        updated_at: overwritten.updated_at,
      })),
    );

    await save(owner, 'Keyed Build', ['PvE Support Build'], [], 'Private', 'PUT');
    expect(await keysOf(build.id)).toEqual([]);

    await save(owner, 'Keyed Build', ['Sniper'], [], 'Public', 'PUT');
    expect((await keysOf(build.id)).map((row) => row.key)).toEqual([`class:${slug}`, 'tag:Sniper']);

    const deleted = await s.t.call('DELETE', '/api/my-build', {
      cookie: owner.cookie,
      body: { id: build.id, build_name: 'Keyed Build', username: owner.username },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await keysOf(build.id)).toEqual([]);
  });

  it('copies likes to the keys and keeps them when the author’s account goes', async () => {
    const owner = await s.player();
    const { build } = await save(owner, 'Liked Keys', ['Sniper'], [], 'Public');
    expect((await like(build.id)).statusCode).toBe(200);
    const liked = await stored(build.id);
    expect(await keysOf(build.id)).toEqual(
      [`class:${liked.selected_class}`, 'tag:Sniper'].map((key) => ({
        key,
        likes: 1,
        likes_key: liked.likes_updated_at,
        updated_at: liked.updated_at,
      })),
    );

    const leaving = await s.t.call('DELETE', `/api/users/${owner.username}`, {
      ip: freshIp(),
      cookie: owner.cookie,
      body: { recaptchaToken: await s.t.token('delete_account') },
    });
    expect(leaving.statusCode, leaving.body).toBe(200);
    expect((await keysOf(build.id)).map((row) => row.likes)).toEqual([1, 1]);
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
