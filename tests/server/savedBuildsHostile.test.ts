import { describe, expect, it } from 'vitest';
import type { Build } from '../../src/skills/buildSchema';
import { OPENAPI_PATH } from '../../server/http/openApi';
import { sampleBuild } from './buildLinkFixtures';
import { databaseKinds } from './helpers';
import {
  expectError,
  expectProblems,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';

/**
 * Bodies no planner sends (wrong types, prototype keys, oversized texts, unknown skills, huge
 * payloads): each is refused with a 4xx that says why, never a 500, and nothing is stored. And
 * the routes are documented in the OpenAPI document with their answers.
 */

describe.each(databaseKinds)('saved builds refuse hostile bodies (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  /** A body refused by POST and by PUT alike; nothing stored. */
  async function expectRefused(
    player: Player,
    body: unknown,
    check: (response: Awaited<ReturnType<typeof s.save>>) => void,
  ) {
    const before = await s.storedCount();
    for (const method of ['POST', 'PUT'] as const) check(await s.save(player, body, method));
    expect(await s.storedCount()).toBe(before);
  }

  it('lists the problems of bodies of the wrong shape, by POST and PUT', async () => {
    const player = await s.player();
    const build = sampleBuild();
    const cases: [unknown, RegExp][] = [
      [{ build_guide: '' }, /^The build could not be saved: .*build_name/],
      [{ ...saveBody(build), build_name: 5 }, /build_name: Invalid input/],
      [{ ...saveBody(build), build_name: '   ' }, /Give the build a title before saving it\./],
      [{ ...saveBody(build), build_name: 'x'.repeat(65) }, /at most 64 characters/],
      [{ ...saveBody(build), data: 'a build' }, /data: Invalid input: expected object/],
      [{ ...saveBody(build), build_guide: 7 }, /build_guide: Invalid input/],
      [saveBody(build, { guide: 'g'.repeat(4001) }), /A build guide has at most 4000 characters/],
      [saveBody({ ...build, customSkillPointCap: 201 }), /data\.customSkillPointCap: Too big/],
      [
        saveBody({ ...build, characterBuild: [{ skillId: 1, level: 4 }] }),
        /data\.characterBuild\.0\.level: Too big/,
      ],
      [saveBody({ ...build, buildTags: ['fuck'] as unknown as Build['buildTags'] }), /buildTags/],
      [[saveBody(build)], /expected object, received array/],
    ];
    for (const [body, pattern] of cases) {
      await expectRefused(player, body, (response) => expectProblems(response, pattern));
    }
  });

  it('refuses a hostile character: out of bounds, too many traits, wrong types', async () => {
    const player = await s.player();
    const build = sampleBuild();
    const withCharacter = (character: unknown) =>
      saveBody({ ...build, character } as unknown as Build);
    const full = { level: 60, combatLevel: 48, skippedTraits: [] };
    const cases: [unknown, RegExp][] = [
      [{ ...full, level: 0 }, /data\.character\.level: Too small/],
      [{ ...full, level: 201 }, /data\.character\.level: Too big/],
      [{ ...full, combatLevel: 101 }, /data\.character\.combatLevel: Too big/],
      [{ ...full, combatLevel: -1 }, /data\.character\.combatLevel: Too small/],
      [{ ...full, level: 60.5 }, /data\.character\.level: Invalid input/],
      [
        { ...full, skippedTraits: Array.from({ length: 500 }, (_, at) => (at % 100) + 1) },
        /data\.character\.skippedTraits: Too big/,
      ],
      [
        { ...full, skippedTraits: [5, 5] },
        /data\.character\.skippedTraits: A trait appears twice\./,
      ],
      [{ ...full, skippedTraits: [0] }, /data\.character\.skippedTraits\.0: Too small/],
      [{ ...full, level: '60' }, /data\.character\.level: Invalid input/],
      [{ ...full, combatLevel: null }, /data\.character\.combatLevel: Invalid input/],
      [{ ...full, skippedTraits: 'all' }, /data\.character\.skippedTraits: Invalid input/],
      ['level 60', /data\.character: Invalid input/],
      [[60, 48], /data\.character: Invalid input/],
    ];
    for (const [character, pattern] of cases) {
      await expectRefused(player, withCharacter(character), (response) =>
        expectProblems(response, pattern),
      );
    }
    // Well formed, but a level 1 character cannot pay for the build's points.
    await s.saved(player, withCharacter(full));
    await expectRefused(player, withCharacter({ ...full, level: 1, combatLevel: 0 }), (response) =>
      expectProblems(response, /over its character's budget of 1 SP \(level 1, Combat 0\)\./),
    );
  });

  it('lists what does not fit the game data', async () => {
    const player = await s.player();
    const build = titled('Ghost Skills');
    // Saved once, so the PUT reaches the game-data check (a name the account lacks is a 404).
    const { build: stored } = await s.saved(player, saveBody(build));
    await expectRefused(
      player,
      saveBody({
        ...build,
        characterBuild: [...build.characterBuild, { skillId: 999_999, level: 1 }],
      }),
      (response) => {
        const body = expectProblems(
          response,
          /^The build does not fit the game data \(version [^)]+\): .*Skill 999999 does not exist/,
        );
        expect(body.problems).toContain('Skill 999999 does not exist in this game data.');
      },
    );
    await expectRefused(player, saveBody({ ...build, customSkillPointCap: 1 }), (response) =>
      expectProblems(response, /over its skill point cap of 1\./),
    );
    const kept = await s.open(player, stored.id);
    expect(kept.json()).toMatchObject({ updated_at: stored.updated_at, data: stored.data });
  });

  it('refuses __proto__ and constructor.prototype keys as invalid JSON', async () => {
    const player = await s.player();
    const json = JSON.stringify(saveBody(titled('Poisoned')));
    for (const poisoned of [
      json.replace('{"build_name":', '{"__proto__":{"admin":true},"build_name":'),
      json.replace('"data":{', '"data":{"__proto__":{"buildLikes":9},'),
      json.replace('{"build_name":', '{"constructor":{"prototype":{"admin":true}},"build_name":'),
    ]) {
      const before = await s.storedCount();
      for (const method of ['POST', 'PUT'] as const) {
        const response = await s.t.app.inject({
          method,
          url: '/api/saved-builds',
          headers: { cookie: player.cookie, 'content-type': 'application/json' },
          payload: poisoned,
        });
        expectError(response, 400, /not valid JSON/);
      }
      expect(await s.storedCount()).toBe(before);
    }
  });

  it('refuses a 2 MB body with 413 and a body that is not JSON with 4xx', async () => {
    const player = await s.player();
    const before = await s.storedCount();
    const huge = await s.save(player, saveBody(titled('Huge'), { guide: 'x'.repeat(2_000_000) }));
    expectError(huge, 413, /too large/i);
    const notJson = await s.t.app.inject({
      method: 'POST',
      url: '/api/saved-builds',
      headers: { cookie: player.cookie, 'content-type': 'application/json' },
      payload: '{"build_name": "half',
    });
    expectError(notJson, 400, /not valid JSON/);
    const form = await s.t.app.inject({
      method: 'POST',
      url: '/api/saved-builds',
      headers: {
        cookie: player.cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'x-requested-with': 'arrakis',
      },
      payload: 'build_name=Form',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    expect(await s.storedCount()).toBe(before);
  });

  it('refuses a delete body of the wrong shape', async () => {
    const player = await s.player();
    const { build } = await s.saved(player, saveBody(titled('Kept')));
    for (const body of [
      { id: 'not-a-uuid', build_name: 'Kept', username: player.username },
      { id: build.id, build_name: 5, username: player.username },
      { id: build.id, build_name: 'Kept' },
    ]) {
      const response = await s.t.call('DELETE', '/api/my-build', { cookie: player.cookie, body });
      expectError(response, 400);
    }
    expect((await s.open(player, build.id)).statusCode).toBe(200);
  });

  it('documents every saved-build route in the OpenAPI document', async () => {
    const response = await s.t.app.inject({ url: OPENAPI_PATH });
    const document = response.json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    const routes: [string, string, string[]][] = [
      ['/api/saved-builds', 'post', ['201', '400', '401', '403', '409']],
      ['/api/saved-builds', 'put', ['200', '400', '401', '404']],
      ['/api/saved-builds', 'get', ['200', '401']],
      ['/api/saved-build-count', 'get', ['200', '401']],
      ['/api/my-builds', 'get', ['200', '401']],
      ['/api/my-build', 'delete', ['200', '400', '401', '403', '404']],
      ['/api/saved-builds/{idOrUrl}', 'get', ['200', '400', '404']],
    ];
    for (const [path, method, statuses] of routes) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(statuses));
    }
  });
});
