import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/api/contract';
import { PUBLIC_BUILD_SORTS } from '../../src/api/contract/publicBuildsTexts';
import { buildNameKey } from '../../src/skills/buildListing';
import type { AppDatabase } from '../../server/db/database';
import { loadGameFiles } from '../../server/game/loadGameFiles';
import { searchWords as indexedWords } from '../../server/keys/searchWords';
import { publicKeyRows } from '../../server/repositories/publicBuildKeys';
import { rewriteSearchRows } from '../../server/repositories/buildSearch';
import { rewriteBuildSkills } from '../../server/repositories/buildSkills';
import {
  createPublicBuildRepository,
  SEARCH_RESULTS_MAX,
} from '../../server/repositories/publicBuildRepository';
import { savedBuildDb, type SavedBuildsTable } from '../../server/repositories/savedBuildTables';
import { newLinkId } from '../../server/keys/linkIds';
import { searchWords } from '../../server/services/publicBuilds';
import { gameIndex, sampleBuild } from './buildLinkFixtures';
import {
  createTestDatabase,
  databaseKinds,
  gameDataDir,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';
import { CLASS_SLUGS } from '../../src/skills/classSlugs';

/**
 * The search never scans the builds, whatever the length of its words (one of one or two
 * letters once held up everyone): a search of few matches is read from the full-text index
 * alone, one of many along a sort's index that meets them at once; a per-client limit too.
 * The filters on what a build holds give the same builds whichever way a page is read.
 */

const BUILDS = 10_000;
const PER_OWNER = 10;
const ROLES = ['Sniper', 'Duelist', 'Scout', 'Warden', 'Raider', 'Harvester', 'Pilot', 'Medic'];
const ROWS_PER_INSERT = 1_000;

/** Two skills of three levels the sample build does not take. */
function markedSkills(template: ReturnType<typeof sampleBuild>): [number, number] {
  const taken = new Set(template.characterBuild.map((entry) => entry.skillId));
  const [first, second] = gameIndex.data.skills.filter(
    (candidate) => candidate.levels.length === 3 && !taken.has(candidate.id),
  );
  if (!first || !second) throw new Error('the game data has too few other skills of three levels');
  return [first.id, second.id];
}
const [MARKED, RARE] = markedSkills(sampleBuild());

/**
 * What build n holds: a guide one in four, a shown plan four in five, MARKED at 1 + n % 3
 * (a third at level 3: more builds than the list sorts by themselves), RARE one in ten.
 */
const seeded = (n: number) => ({
  guide: n % 4 === 0,
  plan: n % 5 !== 0,
  marked: 1 + (n % 3),
  rare: n % 10 === 0,
});

/** BUILDS Public builds straight into the database, with their list keys, as the bench seeds. */
async function seed(database: AppDatabase): Promise<void> {
  const now = Date.now();
  const template = sampleBuild();
  const gameVersion = loadGameFiles(gameDataDir).manifest.current;
  const users = Array.from({ length: BUILDS / PER_OWNER }, (_, i) => ({
    id: randomUUID(),
    username: `Seeker${i}`,
    username_key: `seeker${i}`,
    email: `seeker${i}@sietch.test`,
    email_key: `seeker${i}@sietch.test`,
    password_hash: 'not-a-real-hash',
    role: 'user' as const,
    avatar_url: null,
    created_at: new Date(now).toISOString(),
    last_login_at: null,
    previous_login_at: null,
  }));
  const db = savedBuildDb(database.db);
  await db.transaction().execute(async (trx) => {
    for (let at = 0; at < users.length; at += ROWS_PER_INSERT / 10) {
      await trx
        .insertInto('users')
        .values(users.slice(at, at + ROWS_PER_INSERT / 10))
        .execute();
    }
    for (let start = 0; start < BUILDS; start += ROWS_PER_INSERT / 4) {
      const rows: Insertable<SavedBuildsTable>[] = [];
      for (let n = start; n < Math.min(start + ROWS_PER_INSERT / 4, BUILDS); n++) {
        const name = `${ROLES[n % ROLES.length] ?? ''} ${n}`;
        const updated = new Date(now - n * 60_000).toISOString();
        rows.push({
          id: randomUUID(),
          url: newLinkId(),
          user_id: users[Math.floor(n / PER_OWNER)]?.id ?? '',
          slot: (n % PER_OWNER) + 1,
          name,
          name_key: buildNameKey(name),
          description: '',
          guide: seeded(n).guide ? 'Open with the grenade.' : '',
          tags: '[]',
          type_tags: '[]',
          selected_class: CLASS_SLUGS[n % CLASS_SLUGS.length] ?? 'trooper',
          skillpoints: 40,
          sharing: 'Public',
          chosen_sharing: 'Public',
          flagged_fields: '[]',
          data: JSON.stringify({
            ...template,
            buildTitle: name,
            buildSharing: 'Public',
            levelingOrder: seeded(n).plan,
            characterBuild: [
              ...template.characterBuild,
              { skillId: MARKED, level: seeded(n).marked },
              ...(seeded(n).rare ? [{ skillId: RARE, level: 1 }] : []),
            ],
          }),
          game_version: gameVersion,
          likes: n % 7,
          likes_updated_at: null,
          created_at: updated,
          updated_at: updated,
          last_viewed_at: null,
        });
      }
      await trx.insertInto('saved_builds').values(rows).execute();
      await rewriteSearchRows(trx, rows);
      await rewriteBuildSkills(trx, rows);
      const keyRows = rows.flatMap((row) => publicKeyRows({ likes_updated_at: null, ...row }));
      for (let at = 0; at < keyRows.length; at += ROWS_PER_INSERT) {
        await trx
          .insertInto('public_build_keys')
          .values(keyRows.slice(at, at + ROWS_PER_INSERT))
          .execute();
      }
    }
  });
  if (database.kind === 'postgres') {
    await sql`analyze saved_builds`.execute(database.db);
    await sql`analyze public_build_keys`.execute(database.db);
    await sql`analyze build_search`.execute(database.db);
    await sql`analyze build_skills`.execute(database.db);
  }
}

/** The statements the list's repository runs for a search of `q`. */
async function listStatements(database: AppDatabase, q: string): Promise<CompiledQuery[]> {
  const base = savedBuildDb(database.db);
  const compiled: CompiledQuery[] = [];
  const watched = base.withPlugin({
    transformQuery: (args) => {
      compiled.push(base.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  });
  for (const sortBy of PUBLIC_BUILD_SORTS) {
    await createPublicBuildRepository(watched).list({
      sortBy,
      offset: 0,
      take: 13,
      words: searchWords(q),
    });
  }
  return compiled;
}

/** Each statement's plan as text, PostgreSQL told to avoid sequential scans where it can. */
async function plans(database: AppDatabase, statements: CompiledQuery[]): Promise<string[]> {
  return database.db.connection().execute(async (connection) => {
    if (database.kind === 'postgres') await sql`set enable_seqscan = off`.execute(connection);
    const explained: string[] = [];
    for (const statement of statements) {
      const prefix = database.kind === 'sqlite' ? 'explain query plan ' : 'explain ';
      const { rows } = await connection.executeQuery<{ detail?: string; 'QUERY PLAN'?: string }>(
        CompiledQuery.raw(`${prefix}${statement.sql}`, [...statement.parameters]),
      );
      explained.push(rows.map((row) => row.detail ?? row['QUERY PLAN'] ?? '').join('\n'));
    }
    if (database.kind === 'postgres') await sql`reset enable_seqscan`.execute(connection);
    return explained;
  });
}

/**
 * A plan that reads a whole table of builds or of their keys: a scan, or a walk of every Public
 * build along the list's sort index (`sharing = 'Public'` is nearly every row). Builds may only
 * be read by id, keys by one key.
 */
const WHOLE_LIST = new RegExp(
  [
    String.raw`^SCAN (saved_builds|public_build_keys|keyed|titled|other)\b`,
    String.raw`\(sharing=\?\)`,
    String.raw`Seq Scan on (saved_builds|public_build_keys)\b`,
    String.raw`Index Cond: \(sharing = `,
  ].join('|'),
  'm',
);

/** A plan that reads a table of builds or keys without an index: a table scan. */
const FULL_SCAN =
  /^SCAN (saved_builds|public_build_keys|keyed|other)$|Seq Scan on (saved_builds|public_build_keys)\b/m;

describe('the words a search indexes and looks up', () => {
  it('are runs of letters and digits, lower-cased and without accents', () => {
    expect(indexedWords('Scout-Sniper 2.0')).toEqual(['scout', 'sniper', '2', '0']);
    expect(indexedWords('ÉLAN Ça Straße İz')).toEqual(['elan', 'ca', 'straße', 'iz']);
    expect(indexedWords('  --  ')).toEqual([]);
  });
});

describe.each(databaseKinds)('search of many builds (%s)', (kind) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let database: AppDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    app = await startApp(testDb, { RATE_LIMIT_PER_MINUTE: '0', SEARCH_RATE_LIMIT_PER_MINUTE: '0' });
    database = await testDb.open();
    await seed(database);
  }, 120_000);

  afterAll(async () => {
    await database.destroy();
    await app.close();
    await testDb.drop();
    removeTempDirs();
  });

  const search = (q: string) =>
    app.inject({ method: 'GET', url: `/api/public-builds?q=${encodeURIComponent(q)}` });

  it.each(['zq sniper', 'sniper 12', 'nothing', 'x 1', 'é', 'seeker777', 'medic 79'])(
    'answers %j, of few matches, from the search index alone, never a walk of the builds',
    async (q) => {
      const response = await search(q);
      expect(response.statusCode, response.body).toBe(200);
      const statements = await listStatements(database, q);
      expect(statements.length).toBeGreaterThan(0);
      for (const plan of await plans(database, statements)) expect(plan).not.toMatch(WHOLE_LIST);
    },
  );

  it.each(['sniper', 'sco', 's', 's 1'])(
    'answers %j, of many matches, along a sort’s index that meets them at once, never a scan',
    async (q) => {
      const response = await search(q);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: unknown[] }>().data).toHaveLength(12);
      for (const plan of await plans(database, await listStatements(database, q))) {
        expect(plan).not.toMatch(FULL_SCAN);
      }
    },
  );

  it('lists a search’s first 1,000 builds, its last page ending there', async () => {
    const lastPage = Math.ceil(SEARCH_RESULTS_MAX / 12);
    const page = async (n: number) => {
      const response = await app.inject({
        url: `/api/public-builds?q=s&sortBy=updated_at&page=${n}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: unknown[]; nextPage: number | null }>();
    };
    expect((await page(lastPage - 1)).nextPage).toBe(lastPage);
    const last = await page(lastPage);
    expect(last.data).toHaveLength(SEARCH_RESULTS_MAX - (lastPage - 1) * 12);
    expect(last.nextPage).toBeNull();
    expect((await page(lastPage + 1)).data).toEqual([]);
  });

  // Build n was updated n minutes ago: Newest lists the builds in the order of n.
  it.each([
    // Skills 3,334 and 10,000 builds take: checked along the sort's index.
    [`skills=${MARKED}-3`, (n: number) => seeded(n).marked >= 3],
    [`skills=${MARKED}-1`, () => true],
    // One 1,000 take: sorted from the skill's builds.
    [`skills=${RARE}-1`, (n: number) => seeded(n).rare],
    [`skills=${MARKED}-3,${RARE}-1&guide=1`, (n: number) => n % 60 === 20],
    [`skills=${RARE}-1&class=trooper&plan=1`, () => false],
    [`skills=${MARKED}-2&guide=1`, (n: number) => seeded(n).marked >= 2 && seeded(n).guide],
    ['plan=1&guide=1', (n: number) => seeded(n).plan && seeded(n).guide],
    [`skills=${MARKED}-3&plan=1&class=mentat`, (n: number) => n % 5 === 1 && n % 3 === 2],
    [`skills=${MARKED}-2&q=scout`, (n: number) => seeded(n).marked >= 2 && n % 8 === 2],
    // Searches of many matches: 1,250 checked against them all, 10,000 looked up one by one.
    ['q=scout', (n: number) => n % 8 === 2],
    ['q=s&class=mentat', (n: number) => n % 5 === 1],
    // A search of few matches, ranked from the search index.
    [
      `skills=${MARKED}-3&q=sniper+1`,
      (n: number) => seeded(n).marked >= 3 && n % 8 === 0 && String(n).startsWith('1'),
    ],
  ])(
    'lists the builds that answer %s, in order, on the first page and a deep one',
    async (query, answers) => {
      const newest = Array.from({ length: BUILDS }, (_, n) => n).filter((n) => answers(n));
      // Build n has n % 7 likes (none ever liked): Most Likes, then newest.
      const liked = [...newest].sort((a, b) => (b % 7) - (a % 7) || a - b);
      for (const [sortBy, expected] of [
        ['updated_at', newest],
        ['likes', liked],
      ] as const) {
        for (const page of [1, 40]) {
          const response = await app.inject({
            url: `/api/public-builds?sortBy=${sortBy}&page=${page}&${query}`,
          });
          expect(response.statusCode, response.body).toBe(200);
          const shown = response
            .json<{ data: { title: string }[] }>()
            .data.map((build) => Number(build.title.split(' ')[1]));
          expect(shown, `${sortBy} page ${page}`).toEqual(
            expected.slice((page - 1) * 12, page * 12),
          );
        }
      }
    },
  );

  it('would walk the whole list for the plain list: what the plan check catches', async () => {
    const walked = await plans(database, await listStatements(database, ''));
    expect(walked.some((plan) => WHOLE_LIST.test(plan))).toBe(true);
  });

  it('finds what the words begin, in titles and authors, however short', async () => {
    const titles = async (q: string) =>
      (await search(q)).json<{ data: { title: string; username: string }[] }>().data;
    const twelve = await titles('sniper 12');
    expect(twelve.length).toBeGreaterThan(0);
    for (const build of twelve) expect(build.title).toMatch(/^Sniper 12\d*$/);
    for (const build of await titles('S')) {
      expect(`${build.title} ${build.username}`).toMatch(/(^|\s)S/);
    }
    // Seeker777's builds are 7770-7779: found by the author's name, alone or with a title word.
    const seeker = await titles('seeker777');
    expect(seeker.map((build) => build.username)).toEqual(Array(10).fill('Seeker777'));
    expect((await titles('seeker777 medic')).map((build) => build.title)).toEqual(['Medic 7775']);
    expect(await titles('zq')).toEqual([]);
  });
});

describe.each(databaseKinds)('the per-client search limit (%s)', (kind) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    app = await startApp(testDb, {
      RATE_LIMIT_PER_MINUTE: '1000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '5',
      TRUST_PROXY: 'true',
    });
  });

  afterAll(async () => {
    await app.close();
    await testDb.drop();
    removeTempDirs();
  });

  const list = (query: string, address: string) =>
    app.inject({
      method: 'GET',
      url: `/api/public-builds${query}`,
      headers: { 'x-forwarded-for': address },
    });

  it('refuses searches past the limit from one /64, leaving the plain list alone', async () => {
    // The limit's window is the clock's minute: start well inside one so it cannot turn mid-test.
    const seconds = new Date().getUTCSeconds();
    if (seconds >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
    for (let i = 1; i <= 5; i++) {
      expect((await list(`?q=scout${i}`, `2001:db8:5e:a:${i}::1`)).statusCode).toBe(200);
    }
    const refused = await list('?q=sniper', '2001:db8:5e:a:99::1');
    expect(refused.statusCode).toBe(429);
    expect(apiErrorSchema.parse(refused.json()).message).toMatch(
      /^Too many searches: the limit is 5 a minute\. Try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Browsing the list is not a search; another network searches on.
    expect((await list('', '2001:db8:5e:a:99::1')).statusCode).toBe(200);
    expect((await list('?q=sniper', '2001:db8:5e:b::1')).statusCode).toBe(200);
  }, 15_000);
});
