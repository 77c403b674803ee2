import { describe, expect, it } from 'vitest';
import { collectionListSchema, collectionPageSchema } from '../../src/api/contract/collections';
import { authorSchema } from '../../src/api/contract/publicBuilds';
import { savedBuildSchema } from '../../src/api/contract/savedBuilds';
import { accountDb } from '../../server/repositories/accountTables';
import {
  EXAMPLE_AUTHOR_USERNAME,
  EXAMPLE_COLLECTION,
  exampleBuilds,
} from '../../server/services/exampleBuilds';
import { gameIndex } from './buildLinkFixtures';
import { databaseKinds, startApp, useTestApp } from './helpers';
import { botCheckToken } from './support/botCheckSolver';
import { publicBuildsResponseSchema } from '../../src/api/contract/publicBuildCards';
import { CLASS_SLUGS } from '../../src/skills/classSlugs';

/**
 * The example builds: a fresh database gets one Public build per class from the built-in author,
 * valid for the current game data; a restart adds nothing; SEED_EXAMPLES=false adds none; the
 * author can never log in.
 */

describe('example builds', () => {
  it('has one build per class, each taking skills and slots', () => {
    const builds = exampleBuilds(gameIndex);
    expect(builds.map((b) => b.data.selectedClass).sort()).toEqual([...CLASS_SLUGS].sort());
    for (const build of builds) {
      expect(build.data.characterBuild.length).toBeGreaterThan(2);
      expect(build.data.activeAbilities.some((id) => id !== null)).toBe(true);
      expect(build.data.buildTags.length).toBeGreaterThan(0);
      expect(build.build_guide).toMatch(/^## /);
    }
  });
});

describe.each(databaseKinds)('example builds at start (%s)', (kind) => {
  const suite = useTestApp(kind, () => ({ SEED_EXAMPLES: 'true', BOT_CHECK_COST: '20' }));

  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  it('lists one Public build per class by the built-in author', async () => {
    const response = await get(`/api/public-builds?author=${EXAMPLE_AUTHOR_USERNAME}&limit=48`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = publicBuildsResponseSchema.parse(response.json());
    expect(data.map((card) => card.selected_class).sort()).toEqual([...CLASS_SLUGS].sort());
    for (const card of data) {
      expect(card.username).toBe(EXAMPLE_AUTHOR_USERNAME);
      expect(card.skillpoints).toBeGreaterThan(0);
      const full = savedBuildSchema.parse((await get(`/api/saved-builds/${card.url}`)).json());
      expect(full.sharing).toBe('Public');
      expect(full.build_guide.length).toBeGreaterThan(0);
    }
    const author = authorSchema.parse((await get(`/api/users/${EXAMPLE_AUTHOR_USERNAME}`)).json());
    expect(author.build_count).toBe(CLASS_SLUGS.length);
  });

  it('shows them in a Public collection on the author page', async () => {
    const list = collectionListSchema.parse(
      (await get(`/api/users/${EXAMPLE_AUTHOR_USERNAME}/collections`)).json(),
    );
    expect(list.collections).toMatchObject([
      { name: EXAMPLE_COLLECTION.name, sharing: 'Public', build_count: CLASS_SLUGS.length },
    ]);
    const page = collectionPageSchema.parse(
      (await get(`/api/collections/${list.collections[0]?.id}`)).json(),
    );
    expect(page.builds.map((card) => card.selected_class).sort()).toEqual([...CLASS_SLUGS].sort());
  });

  it('adds nothing on a restart', async () => {
    const again = await startApp(suite.db, { SEED_EXAMPLES: 'true', BOT_CHECK_COST: '20' });
    await again.close();
    const response = await get(`/api/public-builds?author=${EXAMPLE_AUTHOR_USERNAME}&limit=48`);
    expect(publicBuildsResponseSchema.parse(response.json()).data).toHaveLength(CLASS_SLUGS.length);
  });

  it('gives the author no way to log in', async () => {
    const opened = await suite.db.open();
    try {
      const author = await accountDb(opened.db)
        .selectFrom('users')
        .select(['role', 'password_hash'])
        .where('username_key', '=', EXAMPLE_AUTHOR_USERNAME)
        .executeTakeFirstOrThrow();
      expect(author).toEqual({ role: 'system', password_hash: null });
    } finally {
      await opened.destroy();
    }
    const login = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: {
        username: EXAMPLE_AUTHOR_USERNAME,
        password: 'Anything-1234',
        rememberMe: false,
        recaptchaToken: await botCheckToken(suite.app, 'login'),
      },
    });
    expect(login.statusCode).toBe(401);
    expect(login.cookies.filter((c) => c.value !== '')).toEqual([]);
  });
});

describe.each(databaseKinds)('SEED_EXAMPLES=false (%s)', (kind) => {
  const suite = useTestApp(kind);

  it('seeds nothing', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/api/public-builds' });
    expect(publicBuildsResponseSchema.parse(response.json())).toEqual({ data: [], nextPage: null });
  });
});
