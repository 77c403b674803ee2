import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  collectionChangeSchema,
  collectionListSchema,
  collectionPageSchema,
  favouriteResponseSchema,
} from '../../src/api/contract/collections';
import {
  BUILDS_PER_COLLECTION,
  COLLECTION_TEXTS,
  COLLECTIONS_PER_ACCOUNT,
} from '../../src/api/contract/collectionsTexts';
import { publicBuildsResponseSchema } from '../../src/api/contract/publicBuildCards';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD } from './support/accountApp';
import {
  expectError,
  fullForm,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';

/**
 * Favourites and collections: a star counts once per account and shows on cards and in "Most
 * favourited"; collections are their owner's to change, seen by others only when Public, and
 * show only Public builds; names pass moderation; limits; a deleted account's stars stop counting.
 */

describe.each(databaseKinds)('favourites and collections (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    player: Player | null,
    body?: unknown,
  ) =>
    s.t.call(method, url, {
      ip: freshIp(),
      ...(player ? { cookie: player.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });

  function ok<T>(response: LightMyRequestResponse, schema: { parse(v: unknown): T }, status = 200) {
    expect(response.statusCode, response.body).toBe(status);
    return schema.parse(response.json());
  }

  const answerOf = (response: LightMyRequestResponse) => response.statusCode;

  async function publicBuild(owner: Player, title: string, sharing = 'Public') {
    return (await s.saved(owner, saveBody({ ...titled(title), buildSharing: sharing as 'Public' })))
      .build;
  }

  const star = (player: Player | null, key: string, on = true) =>
    call(on ? 'PUT' : 'DELETE', `/api/saved-builds/${key}/favourite`, player, {});

  const make = async (player: Player, name: string, sharing: 'Public' | 'Private' = 'Public') =>
    ok(
      await call('POST', '/api/collections', player, { name, description: 'Why', sharing }),
      collectionChangeSchema,
      201,
    ).collection;

  it('counts a star once per account, shows it on cards and sorts Most favourited', async () => {
    const owner = await s.player();
    const a = await publicBuild(owner, 'Starred Twice');
    const b = await publicBuild(owner, 'Starred Once');
    const [p, q] = [await s.player(), await s.player()];

    expect(ok(await star(p, a.url), favouriteResponseSchema)).toEqual({
      favourited: true,
      favourites: 1,
      message: COLLECTION_TEXTS.addedToFavourites,
    });
    // A second star of the same account changes nothing.
    expect(ok(await star(p, a.id), favouriteResponseSchema).favourites).toBe(1);
    expect(ok(await star(q, a.url), favouriteResponseSchema).favourites).toBe(2);
    expect(ok(await star(q, b.url), favouriteResponseSchema).favourites).toBe(1);

    const list = ok(
      await s.get(null, `/api/public-builds?sortBy=favourites&author=${owner.username}`),
      publicBuildsResponseSchema,
    );
    expect(list.data.map((card) => [card.title, card.favourites])).toEqual([
      ['Starred Twice', 2],
      ['Starred Once', 1],
    ]);
    // Under a filter key too (the class's rows carry the count).
    const keyed = ok(
      await s.get(null, `/api/public-builds?sortBy=favourites&class=${a.data.selectedClass}`),
      publicBuildsResponseSchema,
    );
    const ours = keyed.data.filter((card) => card.username === owner.username);
    expect(ours.map((card) => card.favourites)).toEqual([2, 1]);

    expect(ok(await star(q, a.url, false), favouriteResponseSchema)).toEqual({
      favourited: false,
      favourites: 1,
      message: COLLECTION_TEXTS.removedFromFavourites,
    });
    const opened = await s.open(null, a.url);
    expect(fullForm(opened).favourites).toBe(1);

    // The starring account's Favourites is Private and first in its list.
    const mine = ok(await call('GET', `/api/collections?build=${b.url}`, q), collectionListSchema);
    expect(mine.collections).toMatchObject([
      { name: 'Favourites', favourites: true, sharing: 'Private', has_build: true, build_count: 1 },
    ]);
  });

  it('needs a session, and stars only Public builds', async () => {
    const owner = await s.player();
    const hidden = await publicBuild(owner, 'Kept Private', 'Private');
    expectError(await star(null, hidden.url), 401);
    expectError(await star(await s.player(), hidden.url), 404, COLLECTION_TEXTS.buildNotFound);
    expectError(await star(owner, crypto.randomUUID()), 404);
    expectError(await call('GET', '/api/collections', null), 401);
    expectError(await call('POST', '/api/collections', null, { name: 'X' }), 401);
  });

  it('keeps an owner’s collection in order, and shows it to others only when Public', async () => {
    const owner = await s.player();
    const builds = [];
    for (const title of ['First Build', 'Second Build', 'Third Build']) {
      builds.push(await publicBuild(owner, title));
    }
    const curator = await s.player();
    const shelf = await make(curator, 'Best Swordmasters', 'Private');
    for (const build of builds) {
      ok(
        await call('PUT', `/api/collections/${shelf.id}/builds/${build.url}`, curator, {}),
        collectionChangeSchema,
      );
    }
    // Adding again is no second entry.
    const again = ok(
      await call('PUT', `/api/collections/${shelf.id}/builds/${builds[0]?.id}`, curator, {}),
      collectionChangeSchema,
    );
    expect(again.collection.build_count).toBe(3);
    ok(
      await call('PATCH', `/api/collections/${shelf.id}/builds/${builds[2]?.url}`, curator, {
        position: 0,
      }),
      collectionChangeSchema,
    );
    const titles = async (player: Player | null) =>
      ok(
        await call('GET', `/api/collections/${shelf.id}`, player),
        collectionPageSchema,
      ).builds.map((card) => card.title);
    expect(await titles(curator)).toEqual(['Third Build', 'First Build', 'Second Build']);

    // Private: not found for anyone else, and not on the author's page.
    expectError(
      await call('GET', `/api/collections/${shelf.id}`, null),
      404,
      COLLECTION_TEXTS.notFound,
    );
    expectError(await call('GET', `/api/collections/${shelf.id}`, owner), 404);
    expect(
      ok(
        await call('GET', `/api/users/${curator.username}/collections`, null),
        collectionListSchema,
      ).collections,
    ).toEqual([]);

    ok(
      await call('PATCH', `/api/collections/${shelf.id}`, curator, { sharing: 'Public' }),
      collectionChangeSchema,
    );
    expect(await titles(null)).toEqual(['Third Build', 'First Build', 'Second Build']);
    const page = ok(await call('GET', `/api/collections/${shelf.id}`, null), collectionPageSchema);
    expect(page).toMatchObject({ mine: false, unavailable: 0, nextPage: null });
    expect(
      ok(
        await call('GET', `/api/users/${curator.username}/collections`, null),
        collectionListSchema,
      ).collections.map((c) => c.name),
    ).toEqual(['Best Swordmasters']);

    // A build its author makes Private leaves the page; its owner is told of it.
    await s.saved(owner, saveBody({ ...titled('First Build'), buildSharing: 'Private' }), 'PUT');
    expect(await titles(null)).toEqual(['Third Build', 'Second Build']);
    expect(
      ok(await call('GET', `/api/collections/${shelf.id}`, curator), collectionPageSchema)
        .unavailable,
    ).toBe(1);

    // A place counts the builds its owner sees: the hidden one between does not hold it back.
    ok(
      await call('PATCH', `/api/collections/${shelf.id}/builds/${builds[1]?.url}`, curator, {
        position: 0,
      }),
      collectionChangeSchema,
    );
    expect(await titles(null)).toEqual(['Second Build', 'Third Build']);

    // Nobody else may change it.
    const other = await s.player();
    expectError(await call('PATCH', `/api/collections/${shelf.id}`, other, { name: 'Mine' }), 404);
    expectError(await call('DELETE', `/api/collections/${shelf.id}`, other), 404);
    expectError(
      await call('DELETE', `/api/collections/${shelf.id}/builds/${builds[1]?.url}`, other),
      404,
    );
    ok(
      await call('DELETE', `/api/collections/${shelf.id}/builds/${builds[1]?.url}`, curator),
      collectionChangeSchema,
    );
    expectError(
      await call('DELETE', `/api/collections/${shelf.id}/builds/${builds[1]?.url}`, curator),
      404,
      COLLECTION_TEXTS.buildNotInCollection,
    );
    expect(
      ok(await call('DELETE', `/api/collections/${shelf.id}`, curator), {
        parse: (v: unknown) => v as { message: string },
      }).message,
    ).toBe(COLLECTION_TEXTS.deleted);
    expectError(await call('GET', `/api/collections/${shelf.id}`, curator), 404);
  });

  it('refuses taken and flagged names, a renamed or deleted Favourites, and past the limits', async () => {
    const player = await s.player();
    await make(player, 'Trooper Picks');
    expectError(
      await call('POST', '/api/collections', player, { name: ' trooper picks ' }),
      409,
      COLLECTION_TEXTS.nameTaken,
    );
    expectError(await call('POST', '/api/collections', player, { name: 'favourites' }), 409);
    expectError(
      await call('POST', '/api/collections', player, { name: 'Builds', description: 'fuck this' }),
      400,
      COLLECTION_TEXTS.flagged,
    );
    expectError(await call('POST', '/api/collections', player, { name: '   ' }), 400);
    expectError(await call('POST', '/api/collections', player, { name: 'x'.repeat(81) }), 400);
    expectError(
      await call('POST', '/api/collections', player, { name: 'Ok', sharing: 'Restricted' }),
      400,
    );

    const build = await publicBuild(await s.player(), 'Any Build');
    ok(await star(player, build.url), favouriteResponseSchema);
    const favourites = ok(await call('GET', '/api/collections', player), collectionListSchema)
      .collections[0];
    expect(favourites?.favourites).toBe(true);
    const at = `/api/collections/${favourites?.id}`;
    expectError(
      await call('PATCH', at, player, { name: 'Stars' }),
      400,
      COLLECTION_TEXTS.favouritesFixed,
    );
    expectError(await call('DELETE', at, player), 400, COLLECTION_TEXTS.favouritesFixed);
    // Its description and listing may change.
    const shared = ok(
      await call('PATCH', at, player, { sharing: 'Public', description: 'What I play' }),
      collectionChangeSchema,
    );
    expect(shared.collection).toMatchObject({ sharing: 'Public', description: 'What I play' });

    for (let n = 1; n < COLLECTIONS_PER_ACCOUNT; n++) await make(player, `Shelf ${n}`);
    expectError(
      await call('POST', '/api/collections', player, { name: 'One Too Many' }),
      409,
      COLLECTION_TEXTS.limitReached,
    );
  });

  it('holds at most its limit of builds', async () => {
    const player = await s.player();
    const shelf = await make(player, 'Full Shelf');
    const last = await publicBuild(await s.player(), 'Overflow');
    const extra = await publicBuild(await s.player(), 'One Past');
    // Its first entries are copies of a build (200 saves would take most of the suite's time).
    const db = await s.database();
    const row = await db
      .selectFrom('saved_builds')
      .selectAll()
      .where('id', '=', last.id)
      .executeTakeFirstOrThrow();
    const copies = Array.from({ length: BUILDS_PER_COLLECTION - 1 }, (_, n) => ({
      ...row,
      id: crypto.randomUUID(),
      url: `copy${String(n).padStart(6, '0')}`,
      slot: null,
      name_key: null,
    }));
    await db.insertInto('saved_builds').values(copies).execute();
    await db
      .$extendTables<{
        collection_builds: {
          collection_id: string;
          build_id: string;
          position: number;
          added_at: string;
        };
      }>()
      .insertInto('collection_builds')
      .values(
        copies.map((copy, n) => ({
          collection_id: shelf.id,
          build_id: copy.id,
          position: n,
          added_at: row.created_at,
        })),
      )
      .execute();
    const add = (url: string) =>
      call('PUT', `/api/collections/${shelf.id}/builds/${url}`, player, {});
    expect(ok(await add(last.url), collectionChangeSchema).collection.build_count).toBe(
      BUILDS_PER_COLLECTION,
    );
    expectError(await add(extra.url), 409, COLLECTION_TEXTS.full);
    // Its pages end at the last.
    let page = 1;
    let seen = 0;
    for (;;) {
      const answer = ok(
        await call('GET', `/api/collections/${shelf.id}?page=${page}`, null),
        collectionPageSchema,
      );
      seen += answer.builds.length;
      if (answer.nextPage === null) break;
      page = answer.nextPage;
    }
    expect(seen).toBe(BUILDS_PER_COLLECTION);
    expect(answerOf(await call('GET', `/api/collections/${shelf.id}?page=10`, null))).toBe(400);
  });

  it('stops counting a deleted account’s stars', async () => {
    const owner = await s.player();
    const build = await publicBuild(owner, 'Loved And Left');
    const fan = await s.player();
    ok(await star(fan, build.url), favouriteResponseSchema);
    ok(await star(await s.player(), build.url), favouriteResponseSchema);
    const leaving = await s.t.call('DELETE', `/api/users/${fan.username}`, {
      ip: freshIp(),
      cookie: fan.cookie,
      body: { recaptchaToken: await s.t.token('delete_account'), currentPassword: PASSWORD },
    });
    expect(leaving.statusCode, leaving.body).toBe(200);
    const opened = await s.open(null, build.url);
    expect(fullForm(opened).favourites).toBe(1);
  });
});
