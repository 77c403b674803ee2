import { describe, expect, it } from 'vitest';
import { accountSchema } from '../../src/api/contract/auth';
import { MESSAGES } from '../../src/api/contract/authTexts';
import {
  buildLimitReachedSchema,
  myBuildsResponseSchema,
  openedSavedBuildSchema,
  savedBuildCountSchema,
  savedBuildNamesSchema,
} from '../../src/api/contract/savedBuilds';
import { openedSavedBuildPath } from '../../src/api/savedBuilds/savedBuildPaths';
import { setBuildCharacter } from '../../src/skills/characterBudget';
import { totalSkillPointsSpent } from '../../src/skills/costs';
import { ONLY_OWN_BUILDS_MESSAGE } from '../../server/routes/savedBuilds';
import { currentVersion, gameIndex, sampleBuild } from './buildLinkFixtures';
import { databaseKinds } from './helpers';
import {
  expectError,
  fullForm,
  GUIDE,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';
import { buildNameTakenMessage, SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * Saving, overwriting, listing and deleting one's own builds (spec §4 "Save flow", §7), each
 * status and outcome as the planner and My Builds read them.
 */

describe.each(databaseKinds)('saved builds (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  const remove = (player: Player, body: unknown) =>
    s.t.call('DELETE', '/api/my-build', { cookie: player.cookie, body });

  it('answers 401 to a visitor on every call that needs a login, storing nothing', async () => {
    const body = saveBody();
    const calls = [
      s.save(null, body),
      s.save(null, body, 'PUT'),
      s.get(null, '/api/saved-builds'),
      s.get(null, '/api/saved-build-count'),
      s.get(null, '/api/my-builds'),
      s.t.call('DELETE', '/api/my-build', {
        body: { id: crypto.randomUUID(), build_name: 'x', username: 'x' },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expectError(response, 401, MESSAGES.notLoggedIn);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(await s.storedCount()).toBe(0);
  });

  it('saves a build: 201 CREATED with the build as stored', async () => {
    const player = await s.player();
    const build = sampleBuild();
    const answer = await s.saved(player, saveBody(build));
    expect(answer.outcome).toBe('CREATED');
    expect(answer.message).toBe(SAVED_BUILD_TEXTS.saved);
    const stored = answer.build;
    expect(stored.url).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(stored).toMatchObject({
      build_name: build.buildTitle,
      build_guide: GUIDE,
      username: player.username,
      likes: 0,
      sharing: 'Private',
      game_version: currentVersion,
      last_viewed_at: null,
    });
    expect(stored.created_at).toBe(stored.updated_at);
    expect(stored.data).toEqual({
      ...build,
      buildGuide: GUIDE,
      buildSharing: 'Private',
      buildLikes: 0,
      skillpoints: totalSkillPointsSpent(gameIndex, build.characterBuild),
    });
    // The owner reads back exactly what the save answered.
    const reread = fullForm(await s.open(player, stored.id));
    expect({ ...reread, last_viewed_at: null }).toEqual(stored);
    expect(reread.last_viewed_at).not.toBeNull();
  });

  it('keeps the character a build is planned for, through the API and its link', async () => {
    const player = await s.player();
    const build = setBuildCharacter(titled('Level Sixty'), gameIndex, {
      level: 60,
      combatLevel: 48,
      skippedTraits: [1, 48],
    });
    const character = { level: 60, combatLevel: 48, skippedTraits: [1, 48] };
    expect(build.character).toEqual(character);
    const { build: stored } = await s.saved(player, saveBody({ ...build, buildSharing: 'Public' }));
    expect(stored.data.character).toEqual(character);
    // The owner by id, anyone by the build's link, and the viewer's opened build.
    expect(fullForm(await s.open(player, stored.id)).data.character).toEqual(character);
    expect(fullForm(await s.open(null, stored.url)).data.character).toEqual(character);
    const opened = await s.get(null, openedSavedBuildPath(stored.url));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(openedSavedBuildSchema.parse(opened.json()).build.character).toEqual(character);
    // Cleared by an overwrite, it stays cleared.
    const plain = setBuildCharacter(build, gameIndex, null);
    await s.saved(player, saveBody({ ...plain, buildSharing: 'Public' }), 'PUT');
    expect(fullForm(await s.open(null, stored.url)).data).not.toHaveProperty('character');
  });

  it('lists a build Public when the owner chooses it', async () => {
    const player = await s.player();
    const answer = await s.saved(
      player,
      saveBody({ ...titled('Listed for all'), buildSharing: 'Public' }),
    );
    expect(answer.outcome).toBe('CREATED');
    expect(answer.build.sharing).toBe('Public');
    expect(answer.build.data.buildSharing).toBe('Public');
  });

  it('takes the name from build_name and the guide from build_guide', async () => {
    const player = await s.player();
    const answer = await s.saved(player, {
      build_name: '  Sietch Defender  ',
      data: { ...titled('Another title'), buildGuide: 'old guide' },
      build_guide: 'the guide',
    });
    expect(answer.build.build_name).toBe('Sietch Defender');
    expect(answer.build.data.buildTitle).toBe('Sietch Defender');
    expect(answer.build.build_guide).toBe('the guide');
    expect(answer.build.data.buildGuide).toBe('the guide');
  });

  it('answers 409 for a name the account already has, then overwrites it with PUT', async () => {
    const player = await s.player();
    const first = await s.saved(player, saveBody(titled('Dune Sniper')));

    // The same name, whatever its case and surrounding spaces.
    const taken = await s.save(player, saveBody(titled('dune SNIPER ')));
    expectError(taken, 409, buildNameTakenMessage('dune SNIPER'));
    expect(await s.storedCount()).toBeGreaterThan(0);

    const changed = { ...titled('Dune Sniper'), buildDescription: 'Now with a guide.' };
    const updated = await s.saved(player, saveBody(changed, { guide: 'New guide' }), 'PUT');
    expect(updated.outcome).toBe('UPDATED');
    expect(updated.message).toBe(SAVED_BUILD_TEXTS.updated);
    expect(updated.build).toMatchObject({
      id: first.build.id,
      url: first.build.url,
      created_at: first.build.created_at,
      build_guide: 'New guide',
    });
    expect(updated.build.data.buildDescription).toBe('Now with a guide.');
    expect(updated.build.updated_at >= first.build.updated_at).toBe(true);

    const names = savedBuildNamesSchema.parse((await s.get(player, '/api/saved-builds')).json());
    expect(names.map((n) => n.build_name)).toEqual(['Dune Sniper']);
  });

  it('answers 404 to a PUT of a name the account does not have', async () => {
    const player = await s.player();
    const response = await s.save(player, saveBody(titled('Never saved')), 'PUT');
    expectError(response, 404, SAVED_BUILD_TEXTS.notFound);
  });

  it('lists the builds by name, counts them and shows My Builds newest first', async () => {
    const player = await s.player();
    const other = await s.player();
    await s.saved(other, saveBody(titled('Not mine')));
    for (const title of ['First', 'Second', 'Third']) {
      await s.saved(player, saveBody(titled(title)));
    }
    // Overwriting moves a build to the top.
    await s.saved(player, saveBody(titled('First')), 'PUT');

    const names = savedBuildNamesSchema.parse((await s.get(player, '/api/saved-builds')).json());
    expect(names.map((n) => [n.build_name, n.username])).toEqual([
      ['First', player.username],
      ['Third', player.username],
      ['Second', player.username],
    ]);

    const count = await s.get(player, '/api/saved-build-count');
    expect(savedBuildCountSchema.parse(count.json())).toEqual({ count: 3, limit: 10 });

    const { builds } = myBuildsResponseSchema.parse((await s.get(player, '/api/my-builds')).json());
    expect(builds.map((b) => b.title)).toEqual(['First', 'Third', 'Second']);
    const sample = sampleBuild();
    expect(builds[0]).toMatchObject({
      description: sample.buildDescription,
      tags: sample.buildTags,
      type_tags: sample.buildTypeTags,
      sharing: 'Private',
      likes: 0,
      last_viewed_at: null,
      username: player.username,
      classes: ['trooper'],
    });
    expect(builds[0]?.skillpoints).toBeGreaterThan(0);
    // A Private build's thumbnail is its owner's: shown on My Builds.
    expect(builds[0]?.thumbnail).toMatch(/^\/api\/thumbnails\/[A-Za-z0-9]+\.png\?v=[0-9a-f]{32}$/);

    const account = accountSchema.parse((await s.get(player, '/api/account')).json());
    expect(account.savedBuildCount).toBe(3);
  });

  it('holds at most 10 builds: a new name gets 403, a taken one still 409, PUT still works', async () => {
    const player = await s.player();
    for (let i = 1; i <= 10; i++) await s.saved(player, saveBody(titled(`Build ${i}`)));

    const full = await s.save(player, saveBody(titled('Eleventh')));
    expect(full.statusCode, full.body).toBe(403);
    expect(buildLimitReachedSchema.parse(full.json())).toEqual({
      statusCode: 403,
      error: 'BUILD_LIMIT_REACHED',
      message: SAVED_BUILD_TEXTS.limitReached,
    });
    expectError(await s.save(player, saveBody(titled('Build 3'))), 409);
    await s.saved(player, saveBody(titled('Build 3')), 'PUT');

    // Deleting one frees its slot for a new name.
    const names = savedBuildNamesSchema.parse((await s.get(player, '/api/saved-builds')).json());
    const seventh = names.find((n) => n.build_name === 'Build 7');
    expect(seventh).toBeDefined();
    const deleted = await remove(player, {
      id: seventh?.id,
      build_name: 'Build 7',
      username: player.username,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await s.saved(player, saveBody(titled('Eleventh')))).outcome).toBe('CREATED');
    expect((await s.save(player, saveBody(titled('Twelfth')))).statusCode).toBe(403);
  });

  it('deletes one of the caller’s builds by id and name', async () => {
    const player = await s.player();
    const { build } = await s.saved(player, saveBody(titled('To delete')));

    const wrongName = await remove(player, {
      id: build.id,
      build_name: 'Other name',
      username: player.username,
    });
    expectError(wrongName, 404, SAVED_BUILD_TEXTS.notFound);
    const wrongUser = await remove(player, {
      id: build.id,
      build_name: 'To delete',
      username: 'SomeoneElse',
    });
    expectError(wrongUser, 403, ONLY_OWN_BUILDS_MESSAGE);

    // The username in any case, the name as the card shows it.
    const deleted = await remove(player, {
      id: build.id,
      build_name: 'To delete',
      username: player.username.toUpperCase(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: SAVED_BUILD_TEXTS.deleted });
    expectError(await s.open(player, build.id), 404, SAVED_BUILD_TEXTS.notFound);
    const again = await remove(player, {
      id: build.id,
      build_name: 'To delete',
      username: player.username,
    });
    expectError(again, 404, SAVED_BUILD_TEXTS.notFound);
    const { builds } = myBuildsResponseSchema.parse((await s.get(player, '/api/my-builds')).json());
    expect(builds).toEqual([]);
  });
});
