import { FLUSH_INTERVAL_MS } from '../../server/counters/flusher';
import { describe, expect, it } from 'vitest';
import { buildLinkResponseSchema } from '../../src/api/contract';
import { myBuildsResponseSchema, savedBuildNamesSchema } from '../../src/api/contract/savedBuilds';
import { ONLY_OWN_BUILDS_MESSAGE } from '../../server/routes/savedBuilds';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD } from './support/accountApp';
import { expectError, fullForm, saveBody, titled, useSavedBuildApp } from './support/savedBuildApp';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * Who sees a saved build (spec §6): Public for anyone, Private and Restricted for the owner only,
 * and nothing of another player's builds in one's own lists; the share-link GET of a saved build's
 * url; the last-viewed time; an account's builds after the account is deleted.
 */

describe.each(databaseKinds)('saved build visibility (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  it('keeps another player’s Private build invisible, unlisted and undeletable', async () => {
    const owner = await s.player();
    const other = await s.player();
    const { build } = await s.saved(owner, saveBody(titled('Secret Sietch')));

    for (const key of [build.id, build.url]) {
      expectError(await s.open(other, key), 404, SAVED_BUILD_TEXTS.notFound);
      expectError(await s.open(null, key), 404, SAVED_BUILD_TEXTS.notFound);
      expect(fullForm(await s.open(owner, key)).id).toBe(build.id);
    }
    expect(savedBuildNamesSchema.parse((await s.get(other, '/api/saved-builds')).json())).toEqual(
      [],
    );
    expect(myBuildsResponseSchema.parse((await s.get(other, '/api/my-builds')).json())).toEqual({
      builds: [],
    });

    // Its id and name with the other player's own username: not theirs, so not found.
    const asSelf = await s.t.call('DELETE', '/api/my-build', {
      cookie: other.cookie,
      body: { id: build.id, build_name: 'Secret Sietch', username: other.username },
    });
    expectError(asSelf, 404, SAVED_BUILD_TEXTS.notFound);
    // Posing as the owner.
    const asOwner = await s.t.call('DELETE', '/api/my-build', {
      cookie: other.cookie,
      body: { id: build.id, build_name: 'Secret Sietch', username: owner.username },
    });
    expectError(asOwner, 403, ONLY_OWN_BUILDS_MESSAGE);
    // A PUT of the same name overwrites only the caller's own build: the other has none.
    const overwrite = await s.save(other, saveBody(titled('Secret Sietch')), 'PUT');
    expectError(overwrite, 404, SAVED_BUILD_TEXTS.notFound);
    // The same name is free in another account.
    expect((await s.saved(other, saveBody(titled('Secret Sietch')))).outcome).toBe('CREATED');

    expect(fullForm(await s.open(owner, build.id)).build_guide).toBe(build.build_guide);
  });

  it('answers many viewers opening builds at once, each with their own build or 404', async () => {
    const alia = await s.player();
    const stilgar = await s.player();
    const open = [
      (await s.saved(alia, saveBody({ ...titled('Crysknife Dance'), buildSharing: 'Public' })))
        .build,
      (await s.saved(stilgar, saveBody({ ...titled('Sietch Warden'), buildSharing: 'Public' })))
        .build,
    ];
    const { build: hidden } = await s.saved(alia, saveBody(titled('Alia Alone')));
    const asks = [
      ...open.flatMap((build) => [build.id, build.url]).map((key) => ({ key, as: stilgar })),
      { key: hidden.url, as: alia },
      { key: hidden.id, as: stilgar },
      { key: 'zzzzzzzzzz', as: null },
      { key: '00000000-0000-4000-8000-000000000000', as: alia },
    ];
    // Twice over, all at once.
    const answers = await Promise.all([...asks, ...asks].map(({ key, as }) => s.open(as, key)));
    answers.forEach((answer, index) => {
      const { key } = asks[index % asks.length] as (typeof asks)[number];
      const expected = [...open, hidden].find((b) => b.id === key || b.url === key);
      if (index % asks.length === 5 || !expected) {
        expectError(answer, 404, SAVED_BUILD_TEXTS.notFound);
      } else {
        expect(fullForm(answer)).toMatchObject({
          id: expected.id,
          build_name: expected.build_name,
        });
      }
    });
  });

  it('shows a Public build to anyone, logged in or not, by id or url', async () => {
    const owner = await s.player();
    const other = await s.player();
    const { build } = await s.saved(
      owner,
      saveBody({ ...titled('Open Desert'), buildSharing: 'Public' }),
    );
    for (const viewer of [null, other, owner]) {
      for (const key of [build.id, build.url]) {
        const seen = fullForm(await s.open(viewer, key));
        expect(seen).toMatchObject({ id: build.id, url: build.url, username: owner.username });
        expect(JSON.stringify(seen)).not.toContain('@sietch.test');
      }
    }
    // Public builds of others are still not in one's own lists.
    expect(savedBuildNamesSchema.parse((await s.get(other, '/api/saved-builds')).json())).toEqual(
      [],
    );
  });

  it('answers 400 for a key that is neither a UUID nor a url id', async () => {
    const player = await s.player();
    for (const key of ['abc', 'AAAAAAAAAAA', 'not-a-uuid-at-all', '%27%20OR%201%3D1']) {
      expectError(await s.open(player, key), 400, /^A saved build is named by its id/);
    }
    expectError(await s.open(player, crypto.randomUUID()), 404, SAVED_BUILD_TEXTS.notFound);
    expectError(await s.open(player, 'AAAAAAAAAA'), 404, SAVED_BUILD_TEXTS.notFound);
  });

  it('records when a build was last viewed, at most once a minute', async () => {
    const owner = await s.player();
    const { build } = await s.saved(
      owner,
      saveBody({ ...titled('Viewed'), buildSharing: 'Public' }),
    );
    expect(build.last_viewed_at).toBeNull();

    const first = fullForm(await s.open(null, build.url)).last_viewed_at;
    expect(first).not.toBeNull();
    expect(Date.now() - Date.parse(first ?? '')).toBeLessThan(60_000);
    // Within the minute: unchanged, whether the time is written yet or not.
    expect(fullForm(await s.open(owner, build.id)).last_viewed_at).toBe(first);
    // Written off the request path, in the next batch (about a second).
    const cardTime = async () =>
      myBuildsResponseSchema.parse((await s.get(owner, '/api/my-builds')).json()).builds[0]
        ?.last_viewed_at;
    await expect.poll(cardTime, { timeout: 5000 }).toBe(first);
    expect(fullForm(await s.open(owner, build.id)).last_viewed_at).toBe(first);

    // Two minutes later (the row aged by hand): recorded again.
    const db = await s.database();
    const aged = new Date(Date.now() - 120_000).toISOString();
    await db
      .updateTable('saved_builds')
      .set({ last_viewed_at: aged })
      .where('id', '=', build.id)
      .execute();
    const later = fullForm(await s.open(null, build.id)).last_viewed_at;
    expect(later).not.toBe(aged);
    expect((later ?? '') > aged).toBe(true);
    await expect.poll(cardTime, { timeout: 5000 }).toBe(later);

    // Someone who may not see it records nothing.
    const { build: secret } = await s.saved(owner, saveBody(titled('Unseen')));
    await s.open(null, secret.id);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_INTERVAL_MS + 500));
    const row = await db
      .selectFrom('saved_builds')
      .select('last_viewed_at')
      .where('id', '=', secret.id)
      .executeTakeFirstOrThrow();
    expect(row.last_viewed_at).toBeNull();
  });

  it('opens a saved build’s url as a share link while it is Public; a Private one for its owner only', async () => {
    const owner = await s.player();
    const other = await s.player();
    const { build: open } = await s.saved(
      owner,
      saveBody({ ...titled('Linked Public'), buildSharing: 'Public' }),
    );
    const { build: quiet } = await s.saved(owner, saveBody(titled('Linked Private')));
    const { build: flagged } = await s.saved(owner, saveBody(titled('Shit tier link')));
    expect(flagged.sharing).toBe('Restricted');
    const db = await s.database();
    await db.updateTable('saved_builds').set({ likes: 7 }).where('id', '=', open.id).execute();

    const publicLink = await s.get(null, `/api/build-link/${open.url}`);
    expect(publicLink.statusCode, publicLink.body).toBe(200);
    // It may go Private at any time: no cache keeps a copy.
    expect(publicLink.headers['cache-control']).toBe('no-store');
    expect(buildLinkResponseSchema.parse(publicLink.json())).toEqual({
      data: { ...open.data, buildLikes: 7 },
      build_name: 'Linked Public',
      build_guide: open.build_guide,
      sharing: 'Public',
      likes: 7,
      url: open.url,
      game_version: open.game_version,
    });

    // The same answer as for a url that does not exist: nothing is revealed.
    for (const viewer of [null, other]) {
      const hidden = await s.get(viewer, `/api/build-link/${quiet.url}`);
      expectError(hidden, 404, 'Build link not found.');
      expect(hidden.body).not.toContain('Linked Private');
    }
    const own = await s.get(owner, `/api/build-link/${quiet.url}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(buildLinkResponseSchema.parse(own.json())).toMatchObject({
      sharing: 'Private',
      likes: 0,
      build_name: 'Linked Private',
    });

    for (const viewer of [null, other, owner]) {
      expectError(await s.get(viewer, `/api/build-link/${flagged.url}`), 404);
    }
  });

  it('closes a build’s url to others once it goes Private', async () => {
    const owner = await s.player();
    const other = await s.player();
    const body = saveBody({ ...titled('Gone Quiet'), buildSharing: 'Public' });
    const { build } = await s.saved(owner, body);
    for (const viewer of [null, other, owner]) {
      expect((await s.get(viewer, `/api/build-link/${build.url}`)).statusCode).toBe(200);
    }
    await s.saved(owner, saveBody({ ...titled('Gone Quiet'), buildSharing: 'Private' }), 'PUT');
    for (const viewer of [null, other]) {
      expectError(await s.get(viewer, `/api/build-link/${build.url}`), 404);
    }
    expect((await s.get(owner, `/api/build-link/${build.url}`)).statusCode).toBe(200);
  });

  it('gives a deleted account’s builds to anonymous; Public ones stay readable', async () => {
    const leaver = await s.player();
    const { build: open } = await s.saved(
      leaver,
      saveBody({ ...titled('Left Behind'), buildSharing: 'Public' }),
    );
    const { build: quiet } = await s.saved(leaver, saveBody(titled('Taken Along')));

    const deleted = await s.t.call('DELETE', `/api/users/${leaver.username}`, {
      ip: freshIp(),
      cookie: leaver.cookie,
      body: { recaptchaToken: await s.t.token('delete_account'), currentPassword: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const seen = fullForm(await s.open(null, open.url));
    expect(seen).toMatchObject({ id: open.id, username: 'anonymous', build_name: 'Left Behind' });
    expectError(await s.open(null, quiet.url), 404, SAVED_BUILD_TEXTS.notFound);

    const db = await s.database();
    const rows = await db
      .selectFrom('saved_builds')
      .innerJoin('users', 'users.id', 'saved_builds.user_id')
      .select(['users.username', 'saved_builds.slot', 'saved_builds.name_key'])
      .where('saved_builds.id', 'in', [open.id, quiet.id])
      .execute();
    expect(rows).toEqual([
      { username: 'anonymous', slot: null, name_key: null },
      { username: 'anonymous', slot: null, name_key: null },
    ]);

    // A new account of the same name starts empty and may reuse the names.
    await (
      await s.t.database()
    )
      .deleteFrom('throttle_counters')
      .where('bucket', 'like', `%${leaver.username.toLowerCase()}%`)
      .execute();
    const again = await s.player(leaver.username);
    expect(savedBuildNamesSchema.parse((await s.get(again, '/api/saved-builds')).json())).toEqual(
      [],
    );
    expect((await s.saved(again, saveBody(titled('Left Behind')))).outcome).toBe('CREATED');
    expect(fullForm(await s.open(null, open.url)).username).toBe('anonymous');
  });
});
