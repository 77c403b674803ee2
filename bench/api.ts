/**
 * `npm run bench:api`: the saved-build API's figures on loopback, on SQLite and on PostgreSQL.
 *
 * For each database it starts the real server (`npm run build:server`, then
 * `node dist/server/main.js`; migrations run at its start) with production settings, then seeds
 * 11,000 accounts and one session each straight into the database through the server's own
 * database code (one precomputed argon2id hash for all; each session stored as the SHA-256 of a
 * known token, as server/services/sessions.ts does), so no minute is spent logging in: 1,000
 * players who save, and 10,000 authors of the community's builds. Then:
 * - saves per second: rounds of `POST /api/saved-builds`, each request a new build name of one
 *   of 1,000 players (cookies rotating), so every save is a real insert within the 10-build
 *   limit. After the rounds each of those players has a few saved builds;
 * - `GET /api/my-builds` p50/p99: rounds of a fixed duration with the same 1,000 cookies
 *   rotating (players with builds: the list the page shows).
 * - the community list (bench/publicBuilds.ts): 100,000 Public builds of the 10,000 authors
 *   seeded straight into the database, then `GET /api/public-builds` p50/p99 per sort, page and
 *   filter, and its throughput over a bare Fastify route's;
 * - favourites (bench/favourites.ts): stars' p50/p99 by the 1,000 players, "Most favourited"
 *   page 1 alone and beside them, and a collection's page of 24 cards;
 * - notifications (bench/notifications.ts): publishes by authors 980 players follow beside
 *   authors nobody follows, the fan-out's drain, and a follower's bell count and page;
 * - the history list (bench/revisions.ts): `GET /api/saved-builds/{id}/revisions` p99 for a
 *   build saved 104 times (100 revisions kept);
 * - the compare (bench/compare.ts): `GET /api/compare/{id}/{code}` p99, that build against a
 *   share code;
 * - preview images (bench/previews.ts): a build's PNG drawn cold, cached, and answered 304;
 *   then a bystander's wait while half the sampled builds' images are drawn at once.
 * Each figure is the median of its rounds. PostgreSQL is a throwaway cluster in a temp folder
 * (scripts/throwawayPostgres.ts, as the server tests use); without PostgreSQL installed the
 * table has SQLite only. The general per-address API limit (RATE_LIMIT_PER_MINUTE) and the
 * preview images' (PREVIEW_RATE_LIMIT_PER_MINUTE) are off for the run: every request comes from
 * one address.
 *
 * `npm run bench:api -- --public-list` measures the community list only (the accounts are still
 * seeded: they own its builds); the saves, my-builds and preview sections are skipped.
 * `-- --favourites` measures the favourites section only (on the same seeded builds).
 * `-- --notifications` measures the notifications section only (accounts seeded, no list).
 * `-- --search-loads` measures only the searches' loads, closed and steady (on SQLite with the
 * search index as seeded, then folded with 0, the default and 2 reading threads, each a server on
 * the same database). SQLite's index is folded after the seed, as the server's upkeep would.
 * `-- --sqlite-only` skips PostgreSQL, to compare what only SQLite runs (its driver).
 */
import { seedPlayers } from '../scripts/seedPlayers';
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { foldSearchIndex } from '../server/db/sqliteSearchFold';
import type { Build } from '../src/skills/buildSchema';
import { newestPostgresBin, startThrowawayPostgres } from '../scripts/throwawayPostgres';
import {
  benchPreviews,
  benchPreviewStorm,
  printPreviewStormTable,
  printPreviewTable,
  type PreviewFigures,
  type PreviewStormFigures,
} from './previews';
import {
  benchPublicList,
  benchSearchLoads,
  printPublicListTable,
  PUBLIC_BUILDS,
  PUBLIC_OWNERS,
  seedPublicBuilds,
  type PublicListFigures,
} from './publicBuilds';
import { currentGame, sampleBuild } from './support/sampleBuild';
import { benchHistory } from './revisions';
import { benchFavourites, printFavouritesTable, type FavouriteFigures } from './favourites';
import { benchCompare } from './compare';
import {
  benchNotifications,
  printNotificationsTable,
  type NotificationFigures,
} from './notifications';
import { encodeShareCode } from '../src/skills/shareCode';
import { autocannon, median, withServer, type AutocannonResult } from './support/server';

/** Players who save; each saves once per round, so ROUNDS builds each (limit 10). */
const SAVERS = 1_000;
/** The savers, then the community's authors (whose 10 builds each leave no slot to save in). */
const ACCOUNTS = SAVERS + PUBLIC_OWNERS;
const ROUNDS = 3;
const SAVE_CONNECTIONS = 10;
const READ_SECONDS = 4;
const READ_CONNECTIONS = 10;
/** `--public-list`: only the community list's section (see the header). */
/** `--favourites`: only the favourites section (the list's builds are still seeded). */
const FAVOURITES_ONLY = process.argv.includes('--favourites');
/** `--notifications`: only the notifications section. */
const NOTIFICATIONS_ONLY = process.argv.includes('--notifications');
/** `--search-loads`: only the searches' loads (SQLite: with 0, the default and 2 reading threads). */
const SEARCH_LOADS_ONLY = process.argv.includes('--search-loads');
const PUBLIC_LIST_ONLY =
  FAVOURITES_ONLY || SEARCH_LOADS_ONLY || process.argv.includes('--public-list');
const SQLITE_ONLY = process.argv.includes('--sqlite-only');

type DatabaseKind = 'sqlite' | 'postgres';

/** One database's figures (medians over the rounds). */
interface Figures {
  kind: DatabaseKind;
  seedSeconds: number;
  savesPerSecond: number;
  saveP50: number;
  saveP99: number;
  saveFailures: number;
  readsPerSecond: number;
  readP50: number;
  readP99: number;
  readFailures: number;
  statusCodes: string;
  /** None when the run measured favourites or notifications only. */
  list: PublicListFigures | null;
  favourites: FavouriteFigures | null;
  /** None when the run measured the community list or favourites only. */
  notifications: NotificationFigures | null;
  /** None when the run measured the community list only. */
  preview: PreviewFigures | null;
  storm: PreviewStormFigures | null;
}

// ---------------------------------------------------------------- seeding

/** One round of saves as measured by `saveRound`. */
interface SaveRound {
  /** Created builds per second of wall time, from the first request to the last answer. */
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 201, and requests that got no answer. */
  failures: number;
  statusCodes: Record<string, number>;
}

/** The value at quantile `q` (0..1) of sorted numbers, nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * SAVERS saves of distinct names, one per player, sent by SAVE_CONNECTIONS workers that each send
 * the next save when their last one is answered. Timed here rather than by autocannon, whose
 * `amount` mode ends on its one-second tick: 1,000 saves in 1.1 s or in 2.9 s both read as 3 s.
 */
async function saveRound(
  base: string,
  cookies: readonly string[],
  round: number,
  template: Build,
): Promise<SaveRound> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let failures = 0;
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < SAVERS; n = next++) {
      const name = `Bench build ${round + 1}-${n}`;
      const sent = performance.now();
      try {
        const response = await fetch(`${base}/api/saved-builds`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-requested-with': 'arrakis',
            cookie: cookies[n % SAVERS] ?? '',
          },
          body: JSON.stringify({
            build_name: name,
            data: { ...template, buildTitle: name },
            build_guide: '',
          }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        statusCodes[response.status] = (statusCodes[response.status] ?? 0) + 1;
        if (response.status !== 201) failures++;
      } catch {
        failures++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: SAVE_CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: (statusCodes[201] ?? 0) / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    failures,
    statusCodes,
  };
}

/** The seeded accounts' ids and session cookies, in account order. */
interface SeededAccounts {
  userIds: string[];
  usernames: string[];
  cookies: string[];
}

/**
 * ACCOUNTS accounts and a remember-me session each, in chunks, through the server's database
 * code.
 */
async function seedAccounts(env: Record<string, string>): Promise<SeededAccounts> {
  const database = await openDatabase(loadConfig(env).database);
  try {
    const players = await seedPlayers(database, ACCOUNTS, 'BenchPlayer');
    return {
      userIds: players.map((p) => p.id),
      usernames: players.map((p) => p.username),
      cookies: players.map((p) => p.cookie),
    };
  } finally {
    await database.destroy();
  }
}

// ---------------------------------------------------------------- one database

/** A database's figures when the run measured one section only. */
function emptyFigures(kind: DatabaseKind, seedSeconds: number): Figures {
  return {
    kind,
    seedSeconds,
    savesPerSecond: 0,
    saveP50: 0,
    saveP99: 0,
    saveFailures: 0,
    readsPerSecond: 0,
    readP50: 0,
    readP99: 0,
    readFailures: 0,
    statusCodes: '{}',
    list: null,
    favourites: null,
    notifications: null,
    preview: null,
    storm: null,
  };
}

/**
 * SQLite's search index folded as the server's upkeep soon would (server/db/sqliteSearchFold.ts),
 * its figures printed: the seed's one transaction leaves it in several segments.
 */
async function foldAsUpkeep(file: string): Promise<void> {
  const fold = await foldSearchIndex(file).folded;
  console.log(
    `sqlite: search index folded as the server's upkeep would: ${fold.segmentsBefore} → ${fold.segmentsAfter} segments in ${(fold.ms / 1000).toFixed(1)} s, ${fold.steps} steps, the longest ${fold.longestStepMs.toFixed(0)} ms (the write lock's longest hold)`,
  );
}

async function benchDatabase(kind: DatabaseKind, databaseUrl: string): Promise<Figures> {
  return withServer(
    'arrakis-bench-api-',
    { DATABASE_URL: databaseUrl, PREVIEW_RATE_LIMIT_PER_MINUTE: '0' },
    async ({ base, dataDir }) => {
      const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
      process.stdout.write(`${kind}: seeding ${ACCOUNTS} accounts and sessions… `);
      const seeding = performance.now();
      const { userIds, usernames, cookies } = await seedAccounts(env);
      const seedSeconds = (performance.now() - seeding) / 1000;
      console.log(`${seedSeconds.toFixed(1)} s`);

      const check = await fetch(`${base}/api/saved-build-count`, {
        headers: { cookie: cookies[0] ?? '' },
      });
      if (check.status !== 200) {
        throw new Error(`A seeded session was refused: ${check.status} ${await check.text()}`);
      }

      const game = currentGame();
      const template = sampleBuild(game);
      const label = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
      const players = cookies
        .slice(0, SAVERS)
        .map((cookie, i) => ({ cookie, username: usernames[i] ?? '' }));
      if (NOTIFICATIONS_ONLY) {
        return {
          ...emptyFigures(kind, seedSeconds),
          notifications: await benchNotifications(label, base, players, template),
        };
      }
      const saves: SaveRound[] = [];
      const statusCodes: Record<string, number> = {};
      for (let round = 0; round < (PUBLIC_LIST_ONLY ? 0 : ROUNDS); round++) {
        const result = await saveRound(base, cookies, round, template);
        saves.push(result);
        for (const [code, count] of Object.entries(result.statusCodes)) {
          statusCodes[`save ${code}`] = (statusCodes[`save ${code}`] ?? 0) + count;
        }
        console.log(
          `${kind}: save round ${round + 1}: ${result.perSecond.toFixed(0)} saves/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms`,
        );
      }

      const reads: AutocannonResult[] = [];
      for (let round = 0; round < (PUBLIC_LIST_ONLY ? 0 : ROUNDS); round++) {
        let next = 0;
        const result = await autocannon({
          url: `${base}/api/my-builds`,
          connections: READ_CONNECTIONS,
          duration: READ_SECONDS,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { cookie: cookies[next++ % SAVERS] ?? '' },
              }),
            },
          ],
        });
        reads.push(result);
        for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
          statusCodes[`my-builds ${code}`] = (statusCodes[`my-builds ${code}`] ?? 0) + count;
        }
        console.log(
          `${kind}: my-builds round ${round + 1}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        );
      }

      // What the reads measured: players with ROUNDS saved builds each.
      const listed = await fetch(`${base}/api/my-builds`, {
        headers: { cookie: cookies[0] ?? '' },
      });
      const { builds } = (await listed.json()) as { builds: unknown[] };
      if (!PUBLIC_LIST_ONLY && builds.length !== ROUNDS) {
        console.log(`${kind}: note: the first player lists ${builds.length} builds, not ${ROUNDS}`);
      }

      // A saved build's history list with 100 revisions, read by its author.
      // ...and compared with another build's share code, as the compare page asks.
      if (!PUBLIC_LIST_ONLY) {
        const cookie = cookies[0] ?? '';
        const history = await benchHistory(kind, base, cookie, template);
        const code = encodeShareCode(sampleBuild(game, 'mentat'), game.index);
        await benchCompare(kind, base, cookie, history.id, code);
      }

      process.stdout.write(`${kind}: seeding ${PUBLIC_BUILDS} public builds… `);
      const database = await openDatabase(loadConfig(env).database);
      let seeded;
      try {
        seeded = await seedPublicBuilds(database, userIds.slice(SAVERS), game);
      } finally {
        await database.destroy();
      }
      console.log(`${seeded.seconds.toFixed(1)} s`);
      const config = loadConfig(env).database;
      if (SEARCH_LOADS_ONLY && config.kind === 'sqlite') {
        // Before and after in one run: the index as the seed's one transaction left it.
        await benchSearchLoads(`${label}, its search index as seeded`, base);
      }
      if (config.kind === 'sqlite') await foldAsUpkeep(config.file);
      if (SEARCH_LOADS_ONLY) {
        await benchSearchLoads(label, base);
        for (const threads of kind === 'sqlite' ? ['0', '2'] : []) {
          await withServer(
            'arrakis-bench-api-',
            { SQLITE_READ_THREADS: threads },
            ({ base: other }) =>
              benchSearchLoads(`${label} (SQLITE_READ_THREADS=${threads})`, other),
            dataDir,
          );
        }
        return emptyFigures(kind, seedSeconds);
      }
      const list = FAVOURITES_ONLY ? null : await benchPublicList(label, base, seeded.seconds);
      if (list && kind === 'sqlite') {
        // Before and after in one run: a second server on this database, searching on its own
        // connection as before SQLite's reading threads.
        list.onServerThread = await withServer(
          'arrakis-bench-api-',
          { SQLITE_READ_THREADS: '0' },
          ({ base: other }) => benchSearchLoads(`${label} (SQLITE_READ_THREADS=0)`, other),
          dataDir,
        );
      }
      const favourites = await benchFavourites(
        label,
        base,
        cookies.slice(0, SAVERS),
        seeded.sampleUrls,
      );
      const notifications = PUBLIC_LIST_ONLY
        ? null
        : await benchNotifications(label, base, players, template);
      // Half the sampled builds drawn one at a time, the other half all at once.
      const half = Math.floor(seeded.sampleUrls.length / 2);
      const preview = PUBLIC_LIST_ONLY
        ? null
        : await benchPreviews(base, seeded.sampleUrls.slice(0, half));
      const storm = PUBLIC_LIST_ONLY
        ? null
        : await benchPreviewStorm(
            base,
            seeded.sampleUrls.slice(half).map((url) => `${base}/api/previews/viewer/${url}.png`),
          );

      return {
        kind,
        seedSeconds,
        savesPerSecond: median(saves.map((r) => r.perSecond)),
        saveP50: median(saves.map((r) => r.p50)),
        saveP99: median(saves.map((r) => r.p99)),
        saveFailures: saves.reduce((sum, r) => sum + r.failures, 0),
        readsPerSecond: median(reads.map((r) => r.requests.average)),
        readP50: median(reads.map((r) => r.latency.p50)),
        readP99: median(reads.map((r) => r.latency.p99)),
        readFailures: reads.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
        statusCodes: JSON.stringify(statusCodes),
        list,
        favourites,
        notifications,
        preview,
        storm,
      };
    },
  );
}

// ---------------------------------------------------------------- the table

/** Client and server share the machine's cores: a busy machine lowers every figure. */
function printLoad(): void {
  console.log(
    `\n${cpus().length} cores; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (1, 5, 15 min) at the end of the run.`,
  );
}

function printTable(figures: Figures[]): void {
  const labelled = figures.map((f) => ({
    label: f.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
    list: f.list,
    preview: f.preview,
    storm: f.storm,
  }));
  const listed = labelled.flatMap(({ label, list }) => (list === null ? [] : [{ label, list }]));
  const kindOf = (f: Figures) => (f.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL');
  const favourites = figures.flatMap((f) =>
    f.favourites === null ? [] : [{ kind: kindOf(f), favourites: f.favourites }],
  );
  const notifications = figures.flatMap((f) =>
    f.notifications === null ? [] : [{ kind: kindOf(f), notifications: f.notifications }],
  );
  if (NOTIFICATIONS_ONLY) {
    printNotificationsTable(notifications);
    printLoad();
    return;
  }
  if (PUBLIC_LIST_ONLY) {
    if (listed.length > 0) printPublicListTable(listed);
    printFavouritesTable(favourites);
    printLoad();
    return;
  }
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(i === 0 ? 10 : 16)).join(' | ')} |`;
  console.log(
    `\nSaved builds on loopback: ${ACCOUNTS} accounts; saves by ${SAVERS} players (${SAVE_CONNECTIONS} connections, ${ROUNDS} rounds of ${SAVERS}); GET /api/my-builds by the same players, ${ROUNDS} builds each (${READ_CONNECTIONS} connections, ${ROUNDS} rounds of ${READ_SECONDS} s). Medians of the rounds.\n`,
  );
  console.log(
    row([
      'database',
      'saves/s',
      'save p50/p99',
      'my-builds req/s',
      'my-builds p50',
      'my-builds p99',
      'seed accounts',
    ]),
  );
  console.log(row(['-'.repeat(10), ...Array<string>(6).fill('-'.repeat(16))]));
  for (const f of figures) {
    console.log(
      row([
        f.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
        f.savesPerSecond.toFixed(0),
        `${f.saveP50.toFixed(0)} / ${f.saveP99.toFixed(0)} ms`,
        f.readsPerSecond.toFixed(0),
        `${f.readP50} ms`,
        `${f.readP99} ms`,
        `${f.seedSeconds.toFixed(1)} s`,
      ]),
    );
  }
  printPublicListTable(listed);
  printFavouritesTable(favourites);
  printNotificationsTable(notifications);
  printPreviewTable(
    labelled.flatMap(({ label, preview }) => (preview === null ? [] : [{ label, preview }])),
  );
  printPreviewStormTable(
    labelled.flatMap(({ label, storm }) => (storm === null ? [] : [{ label, storm }])),
  );
  printLoad();
  for (const f of figures) {
    if (f.saveFailures > 0 || f.readFailures > 0) {
      console.log(`\n${f.kind}: failed requests; status codes: ${f.statusCodes}`);
      process.exitCode = 1;
    }
  }
}

async function main(): Promise<void> {
  execSync('npm run build:server', { stdio: 'inherit' });
  const figures: Figures[] = [await benchDatabase('sqlite', '')];
  const bin = SQLITE_ONLY ? null : newestPostgresBin();
  if (SQLITE_ONLY) {
    console.log('--sqlite-only: PostgreSQL skipped.');
  } else if (bin) {
    const cluster = await startThrowawayPostgres(bin, {
      database: 'arrakis_bench',
      tempPrefix: 'arrakis-bench-pg-',
    });
    try {
      figures.push(await benchDatabase('postgres', cluster.url));
    } finally {
      cluster.stop();
    }
  } else {
    console.log(
      'No PostgreSQL in /usr/lib/postgresql/*/bin or on PATH: SQLite only (apt-get install postgresql).',
    );
  }
  printTable(figures);
}

await main();
