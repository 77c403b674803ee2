import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildSearch } from '../../server/db/migrations/0025_build_search';
import { searchWordsColumn } from '../../server/db/migrations/0031_search_words';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD } from './support/accountApp';
import { saveBody, titled, useSavedBuildApp, type Player } from './support/savedBuildApp';
import { publicBuildsResponseSchema } from '../../src/api/contract/publicBuildCards';

/**
 * The community list's filter keys (migration 0006) and search index (0025) follow every write
 * of a saved build in its transaction: a save, an overwrite with other tags, title or listing,
 * a like and an unlike, a delete and an account's deletion. And the list's cache never hides a
 * change from the next request.
 */

/** The key of a build valid on the current game version (its status, migration 0024). */
const VALID_NOW = 'valid:1.5.3.6';

describe.each(databaseKinds)('public build keys (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  /** The build's filter key rows, sorted, with the sort columns they copy. */
  async function keysOf(id: string) {
    const db = await s.database();
    return db
      .selectFrom('public_build_keys')
      .select(['key', 'likes', 'likes_key', 'updated_at'])
      .where('build_id', '=', id)
      .orderBy('key')
      .execute();
  }

  /** The build's rows in the search index (migration 0025): 1 while Public, else 0. */
  async function indexedRows(id: string): Promise<number> {
    const db = await s.database();
    const table = kind === 'postgres' ? 'build_search' : 'build_search_rows';
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
      where build_id = ${id}`.execute(db);
    return Number(rows[0]?.n);
  }

  /** SQLite's FTS5 rows with no build_search_rows row (a delete that left one behind). */
  async function unmatchedIndexRows(): Promise<number> {
    if (kind === 'postgres') return 0;
    const db = await s.database();
    const { rows } = await sql<{ n: number }>`select count(*) as n from build_search
      where rowid not in (select doc from build_search_rows)`.execute(db);
    return Number(rows[0]?.n);
  }

  /** How many title word keys (migration 0013) the list's keys hold. */
  async function wordKeys(): Promise<number> {
    const db = await s.database();
    const { rows } = await sql<{ n: number }>`select count(*) as n from public_build_keys
      where key like 'word:%'`.execute(db);
    return Number(rows[0]?.n);
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
      [
        `class:${slug}`,
        // The sample build has a guide and shows its plan.
        'has:guide',
        'has:plan',
        'tag:PvP Combat Build',
        'tag:Sniper',
        'type:End Game Build',
        VALID_NOW,
      ]
        .sort()
        .map((key) => ({ key, likes: 0, likes_key: '', updated_at: updatedAt })),
    );

    await save(owner, 'Keyed Build', ['PvE Support Build'], [], 'Public', 'PUT');
    const overwritten = await stored(build.id);
    expect(await keysOf(build.id)).toEqual(
      [`class:${slug}`, 'has:guide', 'has:plan', 'tag:PvE Support Build', VALID_NOW].map((key) => ({
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
      'has:guide',
      'has:plan',
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

  it('indexes a Public build’s title and author, follows its listing, drops it when deleted', async () => {
    const owner = await s.player();
    const { build } = await save(owner, 'Scout-Sniper of Épée 7', ['Sniper'], [], 'Public');
    expect(await indexedRows(build.id)).toBe(1);
    const found = async (q: string) =>
      (await titles(`q=${encodeURIComponent(q)}&author=${owner.username}`)).map((c) => c.title);
    // Any word's start, case and accents aside, a title's word or the author's name.
    for (const q of ['epee', 'ÉPÉ', 'scout sni', 'of 7', 's', owner.username.slice(0, 4)]) {
      expect(await found(q), q).toEqual(['Scout-Sniper of Épée 7']);
    }
    expect(await found('niper')).toEqual([]);

    // The same build (its name key) overwritten under another spelling of its title.
    await save(owner, 'SCOUT-sniper OF ÉPÉE 7', ['Sniper'], [], 'Public', 'PUT');
    expect(await indexedRows(build.id)).toBe(1);
    await save(owner, 'Scout-Sniper of Épée 7', ['Sniper'], [], 'Private', 'PUT');
    expect(await indexedRows(build.id)).toBe(0);
    expect(await found('scout')).toEqual([]);
    await save(owner, 'Scout-Sniper of Épée 7', ['Sniper'], [], 'Public', 'PUT');
    expect(await found('ÉPÉ')).toEqual(['Scout-Sniper of Épée 7']);

    const deleted = await s.t.call('DELETE', '/api/my-build', {
      cookie: owner.cookie,
      body: { id: build.id, build_name: 'Scout-Sniper of Épée 7', username: owner.username },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await indexedRows(build.id)).toBe(0);
    expect(await unmatchedIndexRows()).toBe(0);
  });

  it('finds a new word by the start of it on the very next search', async () => {
    const owner = await s.player();
    const found = async () =>
      (await titles(`q=quasi&author=${owner.username}&sortBy=updated_at`)).map((c) => c.title);
    await save(owner, 'Quasimodo Pilot', [], [], 'Public');
    expect(await found()).toEqual(['Quasimodo Pilot']);
    // A word that begins alike, new to the index: the prefix's words are read again.
    await save(owner, 'Quasiturn Raider', [], [], 'Public');
    expect(await found()).toEqual(['Quasiturn Raider', 'Quasimodo Pilot']);
  });

  it('backfills the search index with builds Public before migration 0025, and no others', async () => {
    const owner = await s.player();
    const { build: listed } = await save(owner, 'Backfilled Harvester', [], [], 'Public');
    const { build: hidden } = await save(owner, 'Hidden Harvester', [], [], 'Private');
    const db = await s.database();
    // Back to the state before 0025 (its down brings back 0013's word keys), then up again;
    // 0031 builds on 0025's table, so it goes down first and up last.
    await searchWordsColumn.down?.(db);
    await buildSearch.down?.(db);
    expect(await wordKeys()).toBeGreaterThan(0);
    await buildSearch.up(db);
    await searchWordsColumn.up(db);
    expect(await wordKeys()).toBe(0);
    expect(await indexedRows(listed.id)).toBe(1);
    expect(await indexedRows(hidden.id)).toBe(0);
    const found = await titles(`q=backfilled&author=${owner.username}`);
    expect(found.map((card) => card.title)).toEqual(['Backfilled Harvester']);
  });

  it('copies likes to the keys and keeps them when the author’s account goes', async () => {
    const owner = await s.player();
    const { build } = await save(owner, 'Liked Keys', ['Sniper'], [], 'Public');
    expect((await like(build.id)).statusCode).toBe(200);
    const liked = await stored(build.id);
    expect(await keysOf(build.id)).toEqual(
      [`class:${liked.selected_class}`, 'has:guide', 'has:plan', 'tag:Sniper', VALID_NOW].map(
        (key) => ({
          key,
          likes: 1,
          likes_key: liked.likes_updated_at,
          updated_at: liked.updated_at,
        }),
      ),
    );

    const leaving = await s.t.call('DELETE', `/api/users/${owner.username}`, {
      ip: freshIp(),
      cookie: owner.cookie,
      body: { recaptchaToken: await s.t.token('delete_account'), currentPassword: PASSWORD },
    });
    expect(leaving.statusCode, leaving.body).toBe(200);
    expect((await keysOf(build.id)).map((row) => row.likes)).toEqual([1, 1, 1, 1, 1]);
    const [card] = await titles(`mainTag=Sniper&q=${encodeURIComponent('Liked Keys')}`);
    expect(card).toMatchObject({ title: 'Liked Keys', username: 'anonymous', likes: 1 });
    // Searched by its new author's name, no longer by the old one.
    expect((await titles(`q=anonymous%20liked`)).map((c) => c.title)).toContain('Liked Keys');
    expect(await titles(`q=${owner.username}`)).toEqual([]);
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
