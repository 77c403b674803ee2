import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildLinkRepository } from '../../server/repositories/buildLinkRepository';
import type { AppDatabase } from '../../server/db/database';
import {
  apiErrorSchema,
  buildLinkCreatedSchema,
  buildLinkResponseSchema,
  buildProblemsErrorSchema,
  moderationFailedSchema,
} from '../../src/api/contract';
import { LINK_MODERATION_MESSAGE } from '../../src/api/contract/savedBuildsTexts';
import type { Build } from '../../src/skills/buildSchema';
import { totalSkillPointsSpent } from '../../src/skills/costs';
import {
  currentVersion,
  gameIndex,
  sampleBuild,
  skillWithFewLevels,
  skillWithPrerequisites,
} from './buildLinkFixtures';
import {
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';

const GUIDE = '## Opening\n\nTake **Ranged Damage** first, then work up the Gunnery tree.';

/** What a client sends: the build, its guide beside it (spec §7). */
function linkBody(
  build: Build = sampleBuild(),
  guide = GUIDE,
): { data: Build; build_guide: string } {
  return { data: { ...build, buildGuide: guide }, build_guide: guide };
}

/** The build the server stores for `linkBody(build, guide)`. */
function expectedStored(build: Build, guide = GUIDE): Build {
  return {
    ...build,
    buildGuide: guide,
    buildSharing: 'Private',
    buildLikes: 0,
    skillpoints: totalSkillPointsSpent(gameIndex, build.characterBuild),
  };
}

describe.each(databaseKinds)('build links on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let direct: AppDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    // The link limit has its own suite below; here it would get in the way.
    app = await startApp(db, { LINK_RATE_LIMIT_PER_MINUTE: '0' });
    direct = await db.open();
  });

  afterAll(async () => {
    await app.close();
    await direct.destroy();
    await db.drop();
    removeTempDirs();
  });

  async function countLinks(): Promise<number> {
    const row = await direct.db
      .selectFrom('build_links')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  function post(payload: unknown, extra: Partial<InjectOptions> = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/build-link',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      ...extra,
      headers: { 'content-type': 'application/json', ...extra.headers },
    });
  }

  async function create(payload: unknown): Promise<string> {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(201);
    return buildLinkCreatedSchema.parse(res.json()).url;
  }

  async function fetchLink(url: string) {
    const res = await app.inject({ url: `/api/build-link/${url}` });
    expect(res.statusCode, res.body).toBe(200);
    return buildLinkResponseSchema.parse(res.json());
  }

  /** A 400 that lists problems; none of the bodies below may ever cause a 500. */
  async function expectProblems(payload: unknown, pattern: RegExp) {
    const before = await countLinks();
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = buildProblemsErrorSchema.parse(res.json());
    expect(body.error).toBe('Bad Request');
    expect(body.message).toMatch(pattern);
    expect(body.problems.length).toBeGreaterThan(0);
    expect(await countLinks()).toBe(before);
    return body;
  }

  async function expectModerationFailed(payload: unknown) {
    const before = await countLinks();
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(moderationFailedSchema.parse(res.json())).toEqual({
      statusCode: 400,
      error: 'MODERATION_FAILED',
      message: LINK_MODERATION_MESSAGE,
    });
    expect(await countLinks()).toBe(before);
  }

  it('creates a link and gives the same build back', async () => {
    const build = sampleBuild();
    const url = await create(linkBody(build));
    expect(url).toMatch(/^[0-9A-Za-z]{10}$/);

    const link = await fetchLink(url);
    expect(link).toEqual({
      data: expectedStored(build),
      build_name: build.buildTitle,
      build_guide: GUIDE,
      sharing: 'Private',
      likes: 0,
      url,
      game_version: currentVersion,
    });
  });

  it('forces Private and 0 likes, recomputes SP and takes skill names from the game data', async () => {
    const build = sampleBuild();
    const url = await create({
      data: {
        ...build,
        buildSharing: 'Public',
        buildLikes: 999,
        skillpoints: 1,
        levellingPlan: build.levellingPlan.map((step) => ({ ...step, skill: 'renamed by hand' })),
        injected: 'unknown keys are dropped',
      },
      build_guide: GUIDE,
      extra: true,
    });
    const { data } = await fetchLink(url);
    expect(data).toEqual(expectedStored(build));
    expect(data.skillpoints).toBeGreaterThan(1);
    expect(data).not.toHaveProperty('injected');
    const row = await direct.db
      .selectFrom('build_links')
      .select('data')
      .where('id', '=', url)
      .executeTakeFirstOrThrow();
    expect(row.data).not.toContain('renamed by hand');
    expect(row.data).not.toContain('injected');
  });

  it('stores the guide of the call, not a second copy inside the data', async () => {
    const url = await create({ data: { ...sampleBuild(), buildGuide: 'old' }, build_guide: 'new' });
    const link = await fetchLink(url);
    expect(link.build_guide).toBe('new');
    expect(link.data.buildGuide).toBe('new');
  });

  it('fills in the leveling plan of a build sent without one', async () => {
    const build = sampleBuild();
    const url = await create(linkBody({ ...build, levellingPlan: [] }));
    const { data } = await fetchLink(url);
    expect(data.levellingPlan).toHaveLength(
      build.characterBuild.reduce((sum, entry) => sum + entry.level, 0),
    );
  });

  it('gives the same build the same link, and another guide another link', async () => {
    const body = linkBody(sampleBuild(), 'A guide shared twice.');
    const first = await create(body);
    const before = await countLinks();
    expect(await create(body)).toBe(first);
    expect(await countLinks()).toBe(before);
    const other = await create(linkBody(sampleBuild(), 'A different guide.'));
    expect(other).not.toBe(first);
    expect(await countLinks()).toBe(before + 1);
  });

  it('refuses flagged content with MODERATION_FAILED and stores nothing', async () => {
    const build = sampleBuild();
    await expectModerationFailed(linkBody({ ...build, buildTitle: 'Shit tier sniper' }));
    await expectModerationFailed(linkBody({ ...build, buildDescription: 'for b1tches only' }));
    await expectModerationFailed(linkBody(build, 'Just fuuuuck them up with the disruptor.'));
    // Obfuscated with a look-alike letter.
    await expectModerationFailed(linkBody(build, 'fμck'));
  });

  it('refuses a tag outside the tag list before moderation, storing nothing', async () => {
    const body = linkBody({
      ...sampleBuild(),
      buildTags: ['fuck'] as unknown as Build['buildTags'],
    });
    await expectProblems(
      body,
      /^The build could not be shared: data\.buildTags\.0: Invalid option/,
    );
  });

  it('does not flag the game’s own words', async () => {
    const url = await create(
      linkBody(
        {
          ...sampleBuild(),
          buildTitle: 'Arrakis Assassin',
          buildDescription: 'From Scunthorpe to the Assassination tree.',
          buildTags: ['Assassin', 'Sniper'],
        },
        'Land the ornithopter, leave the cockpit, then strike like an assassin.',
      ),
    );
    expect((await fetchLink(url)).build_name).toBe('Arrakis Assassin');
  });

  it('answers 400 with the problems of an invalid body, never 500', async () => {
    const build = sampleBuild();
    const before = await countLinks();
    await expectProblems(
      { build_guide: '' },
      /data: Invalid input: expected object, received undefined/,
    );
    await expectProblems({ data: build }, /build_guide: Invalid input: expected string/);
    await expectProblems({ ...linkBody(build), build_guide: 7 }, /build_guide: Invalid input/);
    await expectProblems(
      linkBody({ ...build, buildTitle: 5 } as unknown as Build),
      /data\.buildTitle/,
    );
    await expectProblems(
      linkBody({ ...build, customSkillPointCap: 201 }),
      /data\.customSkillPointCap: Too big/,
    );
    await expectProblems(
      linkBody({ ...build, buildTitle: 'x'.repeat(10_000) }),
      /data\.buildTitle: Too big/,
    );
    await expectProblems(linkBody(build, 'g'.repeat(4001)), /build_guide: Too big/);
    await expectProblems(
      linkBody({ ...build, characterBuild: [{ skillId: 1, level: 4 }] }),
      /data\.characterBuild\.0\.level: Too big/,
    );
    await expectProblems(
      [linkBody(build)],
      /^The build could not be shared: Invalid input: expected object, received array/,
    );
    await expectProblems('null', /expected object/);
    expect(await countLinks()).toBe(before);
  });

  it('refuses __proto__ and constructor.prototype keys with 400', async () => {
    const before = await countLinks();
    const json = JSON.stringify(linkBody());
    for (const poisoned of [
      json.replace('{"data":{', '{"data":{"__proto__":{"admin":true},'),
      json.replace('{"data":{', '{"constructor":{"prototype":{"admin":true}},"data":{'),
    ]) {
      const res = await post(poisoned);
      expect(res.statusCode, res.body).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(/not valid JSON/);
    }
    expect(await countLinks()).toBe(before);
  });

  it('lists what does not fit the game data', async () => {
    const build = sampleBuild();
    const unknown = await expectProblems(
      linkBody({
        ...build,
        characterBuild: [...build.characterBuild, { skillId: 999_999, level: 1 }],
        levellingPlan: [...build.levellingPlan, { skillId: 999_999, level: 1, skill: 'Ghost' }],
      }),
      /^The build does not fit the game data \(version [^)]+\): .*Skill 999999 does not exist/,
    );
    expect(unknown.problems).toContain('Skill 999999 does not exist in this game data.');

    const dependant = skillWithPrerequisites();
    await expectProblems(
      linkBody({
        ...build,
        characterBuild: [{ skillId: dependant.id, level: 1 }],
        levellingPlan: [{ skillId: dependant.id, level: 1, skill: dependant.name }],
        activeAbilities: [null, null, null],
      }),
      new RegExp(`${dependant.name} needs one of these skills first`),
    );

    const small = skillWithFewLevels();
    const tooHigh = small.levels.length + 1;
    await expectProblems(
      linkBody({
        ...build,
        characterBuild: [{ skillId: small.id, level: tooHigh }],
        levellingPlan: Array.from({ length: tooHigh }, (_, i) => ({
          skillId: small.id,
          level: i + 1,
          skill: small.name,
        })),
        activeAbilities: [null, null, null],
      }),
      new RegExp(`${small.name} is at level ${tooHigh}`),
    );

    await expectProblems(
      linkBody({ ...build, customSkillPointCap: 1 }),
      /This build spends \d+ SP, over its skill point cap of 1\./,
    );
  });

  it('answers 404 for an unknown link and 400 for a malformed id', async () => {
    const missing = await app.inject({ url: '/api/build-link/AAAAAAAAAA' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Build link not found.' });

    for (const id of ['abc', 'AAAAAAAAAAA', 'AAAA-AAAAA', '%27%20OR%201%3D1']) {
      const res = await app.inject({ url: `/api/build-link/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(
        /^A build link id is 10 letters and digits \(got ".*"\)\.$/,
      );
    }
  });

  it('refuses a body over 64 KiB with 413, but takes a full-size build', async () => {
    const full = await post(linkBody(sampleBuild(), '字'.repeat(4000)));
    expect(full.statusCode, full.body).toBe(201);

    const res = await post(linkBody(sampleBuild(), 'x'.repeat(70 * 1024)));
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).message).toMatch(/too large/i);
  });

  it('retries with a new id when a random id is taken', async () => {
    const ids = ['Collision1', 'Collision1', 'Collision2'];
    const repository = createBuildLinkRepository(direct.db, () => ids.shift() ?? 'Exhausted0');
    const first = await repository.save({
      build: sampleBuild(),
      buildGuide: 'first',
      gameVersion: currentVersion,
    });
    const second = await repository.save({
      build: sampleBuild(),
      buildGuide: 'second',
      gameVersion: currentVersion,
    });
    expect([first, second]).toEqual(['Collision1', 'Collision2']);
    expect((await fetchLink('Collision2')).build_guide).toBe('second');
  });
});

describe.each(databaseKinds)('build link rate limit on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    // The general limit off: the link limit must hold on its own.
    app = await startApp(db, { RATE_LIMIT_PER_MINUTE: '0', LINK_RATE_LIMIT_PER_MINUTE: '3' });
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
    removeTempDirs();
  });

  const create = (remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/build-link',
      payload: linkBody(),
      remoteAddress,
    });

  it('answers 429 past the per-minute link limit, leaving reads alone', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await create();
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
    }
    const limited = await create();
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).message).toMatch(
      /^Too many requests: the limit is 3 per minute\. Try again in/,
    );
    expect(limited.headers['retry-after']).toBeDefined();

    const url = buildLinkCreatedSchema.parse((await create('10.9.8.7')).json()).url;
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ url: `/api/build-link/${url}` })).statusCode).toBe(200);
    }
  });
});
