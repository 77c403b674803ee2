/**
 * The community list's part of `npm run bench:api`: 100,000 Public saved builds (two in five
 * with a guide) seeded straight into the database, then `GET /api/public-builds` latency per
 * sort, page and filter, searches as players type them (never cached), the first page's p99
 * while searches run beside it, and its throughput against a bare Fastify route measured in the
 * same run.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { buildNameKey } from '../src/skills/buildListing';
import type { ClassSlug } from '../src/skills/gameData';
import { BUILD_TYPE_TAGS, MAIN_BUILD_TAGS } from '../src/skills/tags';
import type { AppDatabase } from '../server/db/database';
import { publicKeyRows } from '../server/repositories/publicBuildKeys';
import { rewriteSearchRows } from '../server/repositories/buildSearch';
import { rewriteBuildSkills } from '../server/repositories/buildSkills';
import { savedBuildDb, type SavedBuildsTable } from '../server/repositories/savedBuildTables';
import { newLinkId } from '../server/keys/linkIds';
import { autocannon, median, withBareServer, type AutocannonResult } from './support/server';
import { currentGame, plannedBuild, type CurrentGame } from './support/sampleBuild';
import { PUBLIC_BUILD_SORTS, type PublicBuildSort } from '../src/api/contract/publicBuildsTexts';
import { CLASS_SLUGS } from '../src/skills/classSlugs';

/** Public builds seeded; their owners hold at most SAVED_BUILD_LIMIT each. */
export const PUBLIC_BUILDS = 100_000;
const BUILDS_PER_OWNER = 10;
/** Owners needed for PUBLIC_BUILDS at BUILDS_PER_OWNER each. */
export const PUBLIC_OWNERS = PUBLIC_BUILDS / BUILDS_PER_OWNER;
const SEED_CHUNK = 500;
/** Distinct plans per class that the seeded builds are drawn from. */
const VARIANTS = 48;
/** Key rows per insert: 5 parameters each, under SQLite's 32,766. */
const KEY_INSERT_ROWS = 1_000;
const LIST_ROUNDS = 3;
/**
 * A query slower than this alone is not loaded: its p99 cannot meet the budget, and ten of it
 * at once would keep SQLite (whose queries block the server) busy long after a round.
 */
const HEAVY_MS = 100;
/** Requests timed one at a time before loading a case. */
const ALONE_REQUESTS = 3;
/** Seconds a case waits at most for a server still shedding the load of the case before. */
const SHED_RETRIES = 10;
const LIST_SECONDS = 1;
const LIST_CONNECTIONS = 10;
/** Budgets: p99 per row (a search, never cached: its own), and page 1's req/s over bare Fastify's. */
const P99_BUDGET_MS = 20;
const SEARCH_P99_BUDGET_MS = 50;
const RATIO_BUDGET = 0.4;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------- seeding

/** mulberry32: the same spread of builds on every run and both databases. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TITLE_WORDS = ['Sandstorm', 'Spice', 'Deep Desert', 'Arrakeen', 'Hagga', 'Sietch'];
/** A search of a title word (`q`) finds one build in ten in titles, more in guides. */
const SEARCH_WORD = 'scout';
/**
 * The plain words of the guides, the most common first: with the game's skill names, drawn on
 * a Zipf-like curve, so "the" is in nearly every guide and most skill names in a few.
 */
const GUIDE_WORDS = (
  'the and to of a you for is in it your with on this that as at be take then when from ' +
  'damage build level skill points first get use can more after before fight enemies ' +
  'armor shield spice water desert sand worm solo group pvp pve crafting base vehicle ' +
  'stamina cooldown range melee ranged dash heal bleed poison stun burst sustain tank ' +
  'scout sniper duelist harvester pilot medic raider warden early late mid game'
).split(' ');
/**
 * A word of the skills' names, in about one build in thirty: a search of too many matches to
 * rank, which a walk of the list meets seldom.
 */
const SPARSE_WORD = 'mechanic';
/** A word no guide, title or name holds: the search of few matches (none). */
const RARE_WORD = 'zqxjv';
const TITLE_ROLES = [
  'Sniper',
  'Duelist',
  'Scout',
  'Warden',
  'Raider',
  'Harvester',
  'Pilot',
  'Medic',
  'Tank',
  'Assassin',
];

/** What seeding left behind for the later sections. */
export interface SeededPublicBuilds {
  seconds: number;
  /** Short public ids of a few seeded builds, one class after another (the preview section). */
  sampleUrls: string[];
}

/**
 * PUBLIC_BUILDS Public builds for `ownerIds` (BUILDS_PER_OWNER each, slots 1..10), in chunks
 * within one transaction, through the server's own table types. The spread: every class alike;
 * one to three main tags, the first tags of the spec's list the most common; no type tag for a
 * third, else one (sometimes two compatible ones); half never liked, the rest up to ~2,000
 * likes (few many); created over the last year and updated since. The tags are stored as the
 * server stores them: JSON arrays in the row, and the filter keys (migration 0006) the save's
 * transaction writes (migrations 0006 and 0013), made by the server's own code.
 * PostgreSQL gets ANALYZE, as its autovacuum would soon do; SQLite none (the server never runs
 * it).
 */
export async function seedPublicBuilds(
  database: AppDatabase,
  ownerIds: readonly string[],
  game: CurrentGame,
): Promise<SeededPublicBuilds> {
  if (ownerIds.length < PUBLIC_OWNERS) {
    throw new Error(`Seeding public builds needs ${PUBLIC_OWNERS} owners.`);
  }
  const started = performance.now();
  const random = seededRandom(11);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  // Builds of a class differ in the skills they take and how far: VARIANTS plans per class.
  const variants = new Map(
    CLASS_SLUGS.map((slug) => [
      slug,
      Array.from({ length: VARIANTS }, () => plannedBuild(game, slug, random)),
    ]),
  );
  const vocabulary = [
    ...GUIDE_WORDS,
    ...[...game.index.skillsById.values()].map((skill) => skill.name),
  ];
  // A guide of `count` words; index i drawn with weight ~ 1 / (i + 1) (Zipf).
  const guideOf = (count: number): string =>
    Array.from(
      { length: count },
      () => vocabulary[Math.floor(vocabulary.length ** random()) - 1] ?? 'the',
    ).join(' ');
  // Weights 1, 1/1.3, 1/1.6, ...: the first tags of the list are the popular ones.
  const tagWeights = MAIN_BUILD_TAGS.map((_, i) => 1 / (1 + 0.3 * i));
  const weightTotal = tagWeights.reduce((a, b) => a + b, 0);
  const weightedTag = (): number => {
    let r = random() * weightTotal;
    for (let i = 0; i < tagWeights.length; i++) {
      r -= tagWeights[i] ?? 0;
      if (r <= 0) return i;
    }
    return tagWeights.length - 1;
  };
  const now = Date.now();
  const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
  const sampleUrls: string[] = [];
  const db = savedBuildDb(database.db);

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < PUBLIC_BUILDS; start += SEED_CHUNK) {
      const rows: Insertable<SavedBuildsTable>[] = [];
      for (let n = start; n < Math.min(start + SEED_CHUNK, PUBLIC_BUILDS); n++) {
        const selectedClass: ClassSlug = CLASS_SLUGS[n % CLASS_SLUGS.length] ?? 'trooper';
        const template = pick(variants.get(selectedClass) ?? []);
        const name = `${pick(TITLE_WORDS)} ${TITLE_ROLES[n % TITLE_ROLES.length] ?? ''} ${n}`;
        const tagCount = 1 + Math.floor(random() * 3);
        const tagIndexes = new Set<number>();
        while (tagIndexes.size < tagCount) tagIndexes.add(weightedTag());
        const tags = MAIN_BUILD_TAGS.filter((_, i) => tagIndexes.has(i));
        const typeRoll = random();
        const typeTags =
          typeRoll < 0.33
            ? []
            : typeRoll < 0.9
              ? [pick(BUILD_TYPE_TAGS)]
              : ['End Game Build', 'Deep Desert Build'];
        const createdMs = now - random() * 365 * DAY_MS;
        const updatedMs = createdMs + random() * (now - createdMs);
        const likes = random() < 0.5 ? 0 : Math.floor(10 ** (random() * 3.3));
        // One build in five is in someone's Favourites, most in few.
        const favourites = random() < 0.8 ? 0 : Math.floor(10 ** (random() * 2.5));
        const description = `${tags.join(', ')} for the ${selectedClass}.`;
        // Two builds in five have a guide, of 80 to 600 words (4,000 characters at most).
        const guide =
          random() < 0.4 ? guideOf(80 + Math.floor(random() * 520)).slice(0, 4_000) : '';
        const url = newLinkId();
        if (n < CLASS_SLUGS.length * 8) sampleUrls.push(url);
        rows.push({
          id: randomUUID(),
          url,
          user_id: ownerIds[Math.floor(n / BUILDS_PER_OWNER)] ?? '',
          slot: (n % BUILDS_PER_OWNER) + 1,
          name,
          name_key: buildNameKey(name),
          description,
          guide,
          tags: JSON.stringify(tags),
          type_tags: JSON.stringify(typeTags),
          selected_class: selectedClass,
          skillpoints: template.skillpoints,
          sharing: 'Public',
          chosen_sharing: 'Public',
          flagged_fields: '[]',
          data: JSON.stringify({
            ...template,
            buildTitle: name,
            buildDescription: description,
            buildTags: tags,
            buildTypeTags: typeTags,
            buildSharing: 'Public',
          }),
          game_version: game.version,
          // As a save on the current version stores it (migration 0024).
          version_status: 'valid',
          status_version: game.version,
          likes,
          favourites,
          likes_updated_at: likes > 0 ? iso(createdMs + random() * (now - createdMs)) : null,
          created_at: iso(createdMs),
          updated_at: iso(updatedMs),
          last_viewed_at: null,
        });
      }
      await trx.insertInto('saved_builds').values(rows).execute();
      // The search index (migration 0025), as a save writes it.
      await rewriteSearchRows(trx, rows);
      await rewriteBuildSkills(trx, rows);
      // The title's word keys (migration 0013) make ~17 key rows a build: in slices, within
      // each database's limit on a statement's parameters.
      const keyRows = rows.flatMap((row) => publicKeyRows({ likes_updated_at: null, ...row }));
      for (let at = 0; at < keyRows.length; at += KEY_INSERT_ROWS) {
        await trx
          .insertInto('public_build_keys')
          .values(keyRows.slice(at, at + KEY_INSERT_ROWS))
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
  return { seconds: (performance.now() - started) / 1000, sampleUrls };
}

// ---------------------------------------------------------------- the list

/** One measured query of the list. */
interface ListCase {
  sortBy: PublicBuildSort;
  page: number;
  /** The filter's name in the table, and its query string. */
  filter: string;
  query: string;
}

const FILTERS: readonly { filter: string; query: string }[] = [
  { filter: 'none', query: '' },
  { filter: 'mainTag=Sniper', query: `&mainTag=${encodeURIComponent('Sniper')}` },
  { filter: 'typeTag=Deep Desert', query: `&typeTag=${encodeURIComponent('Deep Desert Build')}` },
  { filter: 'class=mentat', query: '&class=mentat' },
  { filter: `q=${SEARCH_WORD}`, query: `&q=${SEARCH_WORD}` },
  { filter: 'valid=1 since=1.5', query: '&valid=1&since=1.5' },
  ...skillFilters(),
];

/**
 * Filters on what builds hold: the mentat's first skill (a root most mentat plans take), and
 * its last tree's last skill of three levels at level 2 with a guide (few take it that far).
 */
function skillFilters(): { filter: string; query: string }[] {
  const { index } = currentGame();
  const mentat = index.classesBySlug.get('mentat');
  const trees = index.treesByClassId.get(mentat?.id ?? -1) ?? [];
  const root = index.skillsByTreeId.get(trees[0]?.id ?? -1)?.[0];
  const deep = (index.skillsByTreeId.get(trees.at(-1)?.id ?? -1) ?? [])
    .filter((skill) => skill.levels.length === 3)
    .at(-1);
  if (!root || !deep) throw new Error('The game data has no mentat trees.');
  return [
    { filter: `skills=${root.name} 1`, query: `&skills=${root.id}-1` },
    { filter: `skills=${deep.name} 2 guide=1`, query: `&skills=${deep.id}-2&guide=1` },
    { filter: 'plan=1', query: '&plan=1' },
  ];
}

/**
 * Searches as players type them, each on its first page: one letter; a word of many guides;
 * a word of a few; two words; a word in no build.
 */
const SEARCHES: readonly { filter: string; query: string }[] = [
  { filter: 'q=s', query: '&q=s' },
  { filter: 'q=poison', query: '&q=poison' },
  { filter: `q=${SPARSE_WORD}`, query: `&q=${SPARSE_WORD}` },
  { filter: 'q=sniper bleed', query: `&q=${encodeURIComponent('sniper bleed')}` },
  { filter: `q=${RARE_WORD}`, query: `&q=${RARE_WORD}` },
];

const LIST_CASES: readonly ListCase[] = [
  ...PUBLIC_BUILD_SORTS.flatMap((sortBy) =>
    [1, 500].flatMap((page) => FILTERS.map((f) => ({ sortBy, page, ...f }))),
  ),
  ...PUBLIC_BUILD_SORTS.flatMap((sortBy) => SEARCHES.map((f) => ({ sortBy, page: 1, ...f }))),
];

/** One list case's figures, medians of its rounds. */
export interface ListFigures extends ListCase {
  cards: number;
  /** One request at a time: the query's own time plus the route's. */
  aloneP50: number;
  rounds: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** The plain list's first page measured while searches run beside it. */
interface NeighbourFigures {
  listPerSecond: number;
  listP99: number;
  searchesPerSecond: number;
  searchP99: number;
}

/** Searches at a steady rate (an open load, as players arrive) beside a steady first page. */
interface SteadyFigures {
  searchP50: number;
  searchP99: number;
  listP99: number;
}

/** The steady load: searches a second (every kind of SEARCHES and the title word, in turn). */
const STEADY_SEARCHES_PER_SECOND = 100;
/** First pages a second beside them (the cached most-liked page most visitors read). */
const STEADY_PAGES_PER_SECOND = 200;
const STEADY_SECONDS = 3;

/** The list section of one database. */
export interface PublicListFigures {
  seedSeconds: number;
  cases: ListFigures[];
  neighbours: NeighbourFigures;
  steady: SteadyFigures;
  /** SQLite: the same search loads with searches on the server's own connection (no threads). */
  onServerThread?: SearchLoadFigures;
  barePerSecond: number;
  bareP50: number;
  bareP99: number;
  /** Page 1, newest first, unfiltered, over the bare route (requests per second). */
  ratio: number;
}

/**
 * Rounds of autocannon on `url`. autocannon stops sending when a round ends, but the server
 * still answers what it was sent (up to one request per connection, each ~`aloneMs`): after
 * each round the bench waits that long, then for one more answer, so no round or row measures
 * the previous one's leftovers.
 */
async function rounds(url: string, count: number, aloneMs: number): Promise<AutocannonResult[]> {
  const results: AutocannonResult[] = [];
  for (let round = 0; round < count; round++) {
    results.push(await autocannon({ url, connections: LIST_CONNECTIONS, duration: LIST_SECONDS }));
    await new Promise((resolve) => setTimeout(resolve, LIST_CONNECTIONS * aloneMs));
    await (await fetchAgainOnce(url)).arrayBuffer();
  }
  return results;
}

/**
 * One untimed round, then `count` timed ones, so every row and the bare route are measured warm:
 * cold, the first row (the ratio's reference) ran far slower, and the ratio measured the order.
 */
async function warmRounds(url: string, count: number, aloneMs: number) {
  if (count > 0) await rounds(url, 1, aloneMs);
  return rounds(url, count, aloneMs);
}

/**
 * A GET that survives the one failure a long seed causes: the client's keep-alive connection
 * from before the seed has been closed by the server's keep-alive timeout meanwhile, and the
 * first request written to it fails with EPIPE or ECONNRESET. Once more on a fresh connection.
 */
async function fetchAgainOnce(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

/**
 * The most liked first page (cached, as most visitors get it) on half the connections while
 * the other half search, each request a search of SEARCHES in turn: medians of LIST_ROUNDS.
 */
async function searchNeighbours(base: string): Promise<NeighbourFigures> {
  const half = LIST_CONNECTIONS / 2;
  const list: AutocannonResult[] = [];
  const searches: AutocannonResult[] = [];
  for (let round = 0; round < LIST_ROUNDS; round++) {
    let next = 0;
    const [listed, searched] = await Promise.all([
      autocannon({
        url: `${base}/api/public-builds?page=1&sortBy=likes`,
        connections: half,
        duration: LIST_SECONDS * 2,
      }),
      autocannon({
        url: `${base}/api/public-builds`,
        connections: half,
        duration: LIST_SECONDS * 2,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/public-builds?page=1&sortBy=relevance${SEARCHES[next++ % SEARCHES.length]?.query ?? ''}`,
            }),
          },
        ],
      }),
    ]);
    list.push(listed);
    searches.push(searched);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return {
    listPerSecond: median(list.map((r) => r.requests.average)),
    listP99: median(list.map((r) => r.latency.p99)),
    searchesPerSecond: median(searches.map((r) => r.requests.average)),
    searchP99: median(searches.map((r) => r.latency.p99)),
  };
}

/**
 * Searches at STEADY_SEARCHES_PER_SECOND beside the most liked first page at
 * STEADY_PAGES_PER_SECOND, each on 5 connections: what a player waits for on a busy site, where
 * the closed loop of searchNeighbours measures how many the server can take at all.
 */
async function steadySearches(base: string): Promise<SteadyFigures> {
  const mix = [...SEARCHES, { query: `&q=${SEARCH_WORD}` }];
  const searches: AutocannonResult[] = [];
  const pages: AutocannonResult[] = [];
  for (let round = 0; round < LIST_ROUNDS; round++) {
    let next = 0;
    const [listed, searched] = await Promise.all([
      autocannon({
        url: `${base}/api/public-builds?page=1&sortBy=likes`,
        connections: LIST_CONNECTIONS / 2,
        duration: STEADY_SECONDS,
        overallRate: STEADY_PAGES_PER_SECOND,
      }),
      autocannon({
        url: `${base}/api/public-builds`,
        connections: LIST_CONNECTIONS / 2,
        duration: STEADY_SECONDS,
        overallRate: STEADY_SEARCHES_PER_SECOND,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/public-builds?page=1&sortBy=${PUBLIC_BUILD_SORTS[next % PUBLIC_BUILD_SORTS.length] ?? 'relevance'}${mix[next++ % mix.length]?.query ?? ''}`,
            }),
          },
        ],
      }),
    ]);
    pages.push(listed);
    searches.push(searched);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return {
    searchP50: median(searches.map((r) => r.latency.p50)),
    searchP99: median(searches.map((r) => r.latency.p99)),
    listP99: median(pages.map((r) => r.latency.p99)),
  };
}

/** The search loads of one server: closed (as fast as answered) and steady. */
export interface SearchLoadFigures {
  neighbours: NeighbourFigures;
  steady: SteadyFigures;
}

/** Both search loads on the server at `base`, printed as they come. */
export async function benchSearchLoads(label: string, base: string): Promise<SearchLoadFigures> {
  const neighbours = await searchNeighbours(base);
  console.log(
    `${label}: page 1 most liked beside searches: p99 ${neighbours.listP99} ms (${neighbours.listPerSecond.toFixed(0)} req/s) while ${neighbours.searchesPerSecond.toFixed(0)} searches/s ran, their p99 ${neighbours.searchP99} ms`,
  );
  const steady = await steadySearches(base);
  console.log(
    `${label}: ${STEADY_SEARCHES_PER_SECOND} searches/s (steady) beside ${STEADY_PAGES_PER_SECOND} first pages/s: searches p50 ${steady.searchP50} ms, p99 ${steady.searchP99} ms; the page's p99 ${steady.listP99} ms`,
  );
  return { neighbours, steady };
}

/** The median time of ALONE_REQUESTS requests sent one after another, and the last body. */
async function alone(url: string): Promise<{ p50: number; body: { data: unknown[] } }> {
  const times: number[] = [];
  let body: { data: unknown[] } = { data: [] };
  for (let n = 0; n < ALONE_REQUESTS; n++) {
    let sent = performance.now();
    let response = await fetchAgainOnce(url);
    // A heavy row before may leave the server shedding load for a moment: wait, time afresh.
    for (let tries = 0; response.status === 503 && tries < SHED_RETRIES; tries++) {
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      sent = performance.now();
      response = await fetchAgainOnce(url);
    }
    if (response.status !== 200) {
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    }
    body = (await response.json()) as { data: unknown[] };
    times.push(performance.now() - sent);
  }
  return { p50: median(times), body };
}

function medians(results: readonly AutocannonResult[]) {
  return {
    perSecond: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    failures: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

/** Every list case, then the bare route with the first page's JSON, on one running server. */
export async function benchPublicList(
  label: string,
  base: string,
  seedSeconds: number,
): Promise<PublicListFigures> {
  const cases: ListFigures[] = [];
  let firstPage: unknown = null;
  for (const listCase of LIST_CASES) {
    const url = `${base}/api/public-builds?page=${listCase.page}&sortBy=${listCase.sortBy}${listCase.query}`;
    const single = await alone(url);
    firstPage ??= single.body;
    const count = single.p50 > HEAVY_MS ? 0 : LIST_ROUNDS;
    const figures = {
      ...listCase,
      cards: single.body.data.length,
      aloneP50: single.p50,
      rounds: count,
      ...medians(await warmRounds(url, count, single.p50)),
    };
    cases.push(figures);
    console.log(
      `${label}: public-builds ${listCase.sortBy} page ${listCase.page} ${listCase.filter}: alone ${figures.aloneP50.toFixed(0)} ms; ${figures.perSecond.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
    );
  }
  const { neighbours, steady } = await benchSearchLoads(label, base);
  const bare = await withBareServer(firstPage, async (bareUrl) =>
    medians(await warmRounds(bareUrl, LIST_ROUNDS, 0)),
  );
  console.log(
    `${label}: bare Fastify: ${bare.perSecond.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
  );
  const reference = cases[0]?.perSecond ?? 0;
  return {
    seedSeconds,
    cases,
    neighbours,
    steady,
    barePerSecond: bare.perSecond,
    bareP50: bare.p50,
    bareP99: bare.p99,
    ratio: bare.perSecond > 0 ? reference / bare.perSecond : 0,
  };
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
/** Loaded, and its p99 under load within the budget. */
const isSearch = (c: ListCase) => c.filter.startsWith('q=');
const withinBudget = (c: ListFigures) =>
  c.rounds > 0 && c.p99 <= (isSearch(c) ? SEARCH_P99_BUDGET_MS : P99_BUDGET_MS);

/** The list section's table for each database. */
export function printPublicListTable(
  figures: readonly { label: string; list: PublicListFigures }[],
): void {
  console.log(
    `\nGET /api/public-builds on loopback: ${PUBLIC_BUILDS.toLocaleString('en')} Public builds of ${PUBLIC_OWNERS.toLocaleString('en')} players (${BUILDS_PER_OWNER} each), 12 cards a page; 'alone': the median of ${ALONE_REQUESTS} requests one at a time; then ${LIST_CONNECTIONS} connections, one untimed round and ${LIST_ROUNDS} timed rounds of ${LIST_SECONDS} s per row (none when alone > ${HEAVY_MS} ms: 'not loaded', over budget). Medians of the rounds. Budget: p99 ≤ ${P99_BUDGET_MS} ms, a search's (never cached) ≤ ${SEARCH_P99_BUDGET_MS} ms; req/s of page 1 newest unfiltered ≥ ${RATIO_BUDGET} × a bare Fastify route answering that page's JSON.`,
  );
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd([10, 16, 5, 20, 5, 8, 8, 8, 12][i] ?? 10)).join(' | ')} |`;
  for (const { label, list } of figures) {
    console.log(`\n${label} (seeded in ${list.seedSeconds.toFixed(1)} s)\n`);
    console.log(
      row(['database', 'sortBy', 'page', 'filter', 'cards', 'alone', 'req/s', 'p50', 'p99']),
    );
    console.log(row([10, 16, 5, 20, 5, 8, 8, 8, 12].map((n) => '-'.repeat(n))));
    for (const c of list.cases) {
      console.log(
        row([
          label,
          c.sortBy,
          String(c.page),
          c.filter,
          String(c.cards),
          `${c.aloneP50.toFixed(0)} ms`,
          c.rounds > 0 ? c.perSecond.toFixed(0) : '-',
          c.rounds > 0 ? `${c.p50} ms` : '-',
          c.rounds > 0 ? `${c.p99} ms ${verdict(withinBudget(c))}` : 'not loaded FAIL',
        ]),
      );
      if (c.failures > 0) process.exitCode = 1;
    }
    console.log(
      row([
        label,
        'bare Fastify',
        '',
        '',
        '',
        '',
        list.barePerSecond.toFixed(0),
        `${list.bareP50} ms`,
        `${list.bareP99} ms`,
      ]),
    );
    const { neighbours, steady, onServerThread } = list;
    if (onServerThread) {
      const before = onServerThread;
      console.log(
        `${label}, searches on the server's own connection (SQLITE_READ_THREADS=0), the same run: beside searches the page's p99 ${before.neighbours.listP99} ms (searches' p99 ${before.neighbours.searchP99} ms, ${before.neighbours.searchesPerSecond.toFixed(0)}/s); steady searches p99 ${before.steady.searchP99} ms (p50 ${before.steady.searchP50} ms), the page's p99 ${before.steady.listP99} ms.`,
      );
    }
    console.log(
      `${label}: ${STEADY_SEARCHES_PER_SECOND} searches/s at a steady rate (sorts and words in turn) beside ${STEADY_PAGES_PER_SECOND} most liked first pages/s: searches p99 ${steady.searchP99} ms ${verdict(steady.searchP99 <= SEARCH_P99_BUDGET_MS)} (p50 ${steady.searchP50} ms), the page's p99 ${steady.listP99} ms ${verdict(steady.listP99 <= P99_BUDGET_MS)}.`,
    );
    console.log(
      `${label}: page 1 most liked on ${LIST_CONNECTIONS / 2} connections beside ${LIST_CONNECTIONS / 2} searching: p99 ${neighbours.listP99} ms ${verdict(neighbours.listP99 <= P99_BUDGET_MS)} (the searches' p99 ${neighbours.searchP99} ms ${verdict(neighbours.searchP99 <= SEARCH_P99_BUDGET_MS)}).`,
    );
    console.log(
      `${label}: throughput ratio (page 1 newest / bare) ${list.ratio.toFixed(2)} ${verdict(list.ratio >= RATIO_BUDGET)}; p99 within budget in ${list.cases.filter(withinBudget).length} of ${list.cases.length} rows.`,
    );
    const failed = list.cases.filter((c) => c.failures > 0);
    if (failed.length > 0) {
      console.log(`${label}: failed requests in ${failed.length} rows.`);
    }
  }
}
