/**
 * One row of `npm run bench:load`: the real server process (scripts/serverProcess.ts, with
 * WORKERS=N for several processes) on a database (SQLite in a temp DATA_DIR, or a throwaway
 * PostgreSQL) holding 100,000 Public builds and their 10,000 authors plus the savers, seeded
 * straight into it, then every scenario and a bare Fastify route measured with the same
 * autocannon settings. The soak (bench/loadSoak.ts) may run on the row's server before it stops.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { savedBuildDb } from '../server/repositories/savedBuildTables';
import { seedPlayers } from '../scripts/seedPlayers';
import { startServer, type ServerProcess } from '../scripts/serverProcess';
import { startThrowawayPostgres } from '../scripts/throwawayPostgres';
import { loadScenarios, type LoadScenario, type LoadTargets } from './loadScenarios';
import { PUBLIC_OWNERS, seedPublicBuilds } from './publicBuilds';
import { currentGame, sampleBuild } from './support/sampleBuild';
import { autocannon, withBareServer, type AutocannonResult } from './support/server';

/**
 * autocannon's settings for every scenario and the bare route (`--quick`: a smoke run). One
 * request in flight per connection (autocannon's default pipelining of 1), as browsers send.
 */
export const LOAD_SETTINGS = {
  connections: 50,
  seconds: process.argv.includes('--quick') ? 2 : 10,
};
/**
 * Players who save, none of whose slots the seed takes: 10 builds each before the limit, so
 * 50,000 saves, more than a row and the soak send on this machine.
 */
export const SAVERS = 5_000;
/** Builds whose ids rotate: a prime, so likes never pair a player with a build twice. */
const ROTATED_BUILDS = 9_973;

/** A row's name, how many server processes it runs, and whose server (default: this checkout). */
export interface RowSpec {
  label: string;
  workers: number;
  root?: string;
}

/** One scenario's figures on a row. */
export interface ScenarioFigures {
  name: string;
  perSecond: number;
  p99: number;
  /** req/s over the bare route's in the same row. */
  ratio: number;
  expected: number;
  /** Answers by status code. */
  codes: Record<string, number>;
  /** Answers other than `expected`, plus requests without an answer (timeouts, resets). */
  unexpected: number;
}

/** A row's figures, or why it has none. */
export interface RowFigures {
  label: string;
  /** Set when the row could not be measured, saying why. */
  missing?: string;
  /** os.loadavg() when the row started (1, 5, 15 min). */
  loadAtStart: number[];
  seedSeconds: number;
  bare: { perSecond: number; p99: number };
  scenarios: ScenarioFigures[];
}

/** The running row, for the soak. */
export interface RunningRow {
  server: ServerProcess;
  scenarios: LoadScenario[];
}

/** The pids of `pid`'s children (a cluster primary's workers); none when it has none. */
export function childPids(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** Answers by status code of an autocannon run, and how many were not `expected`. */
export function tally(result: AutocannonResult, expected: number) {
  const codes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) codes[code] = count;
  const right = codes[String(expected)] ?? 0;
  const answered = Object.values(codes).reduce((a, b) => a + b, 0);
  return { codes, unexpected: answered - right + result.errors };
}

/** One autocannon run of `setup`'s requests against `base`, with the row's settings. */
export function cannon(
  base: string,
  setups: LoadScenario['setup'][],
  seconds = LOAD_SETTINGS.seconds,
): Promise<AutocannonResult> {
  return autocannon({
    url: base,
    connections: LOAD_SETTINGS.connections,
    duration: seconds,
    requests: setups.map((setupRequest) => ({ setupRequest })),
  });
}

/** Answers still in flight when a run ends are let through before the next one starts. */
const settle = () => new Promise((done) => setTimeout(done, 1_000));

/** Seeds the authors, the savers and the Public builds; what the scenarios rotate through. */
async function seed(env: Record<string, string>): Promise<LoadTargets & { seconds: number }> {
  const started = performance.now();
  const game = currentGame();
  const database = await openDatabase(loadConfig(env).database, undefined, null);
  try {
    const players = await seedPlayers(database, PUBLIC_OWNERS + SAVERS, 'LoadPlayer');
    const authors = players.slice(0, PUBLIC_OWNERS);
    await seedPublicBuilds(
      database,
      authors.map((p) => p.id),
      game,
    );
    if (database.kind === 'postgres') {
      // Settled as a server's database would be by then: fresh from the seed, the first row ran
      // far slower than the next (autovacuum and the visibility map catching up, likely).
      await sql`vacuum analyze`.execute(database.db);
      await sql`checkpoint`.execute(database.db);
    }
    const rows = await savedBuildDb(database.db)
      .selectFrom('saved_builds')
      .select('url')
      .where('sharing', '=', 'Public')
      .orderBy('url')
      .limit(ROTATED_BUILDS)
      .execute();
    return {
      buildUrls: rows.map((r) => r.url),
      likerCookies: authors.map((p) => p.cookie),
      saverCookies: players.slice(PUBLIC_OWNERS).map((p) => p.cookie),
      template: sampleBuild(game),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await database.destroy();
  }
}

/**
 * A database the rows share: a temp DATA_DIR (SQLite's file lives there) or a throwaway
 * PostgreSQL. Seeded by the first row that starts a server on it (the server's start runs the
 * migrations), so PostgreSQL with 1 and with 2 processes measure the same data; the scenarios'
 * counters carry on from row to row, so no like or build name repeats.
 */
export interface LoadDatabase {
  env: { DATA_DIR: string; DATABASE_URL: string };
  seeded?: { seconds: number; scenarios: LoadScenario[] };
  remove(): void;
}

/** A fresh database for rows: PostgreSQL with the tools in `postgresBin`, else SQLite. */
export async function createLoadDatabase(postgresBin?: string): Promise<LoadDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arrakis-bench-load-'));
  const postgres = postgresBin
    ? await startThrowawayPostgres(postgresBin, {
        database: 'arrakis_load',
        tempPrefix: 'arrakis-bench-load-pg-',
      })
    : undefined;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' },
    remove() {
      try {
        postgres?.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Measures a row on `database` (seeding it first if no row has), then hands its running server
 * to `soak` (when given) before stopping it.
 */
export async function measureRow(
  spec: RowSpec,
  database: LoadDatabase,
  soak?: (row: RunningRow) => Promise<void>,
): Promise<RowFigures> {
  const loadAtStart = loadavg();
  let server: ServerProcess | undefined;
  try {
    server = await startServer(
      { ...database.env, WORKERS: String(spec.workers) },
      spec.root ? { root: spec.root } : {},
    );
    const empty = { loadAtStart, seedSeconds: 0, bare: { perSecond: 0, p99: 0 }, scenarios: [] };
    const workers = childPids(server.pid).length;
    if (spec.workers > 1 && workers !== spec.workers) {
      return { label: spec.label, missing: `WORKERS not available (${workers} workers)`, ...empty };
    }
    if (!database.seeded) {
      process.stdout.write(`${spec.label}: seeding… `);
      const targets = await seed(database.env);
      console.log(`${targets.seconds.toFixed(1)} s`);
      database.seeded = { seconds: targets.seconds, scenarios: loadScenarios(targets) };
    }
    const { scenarios } = database.seeded;
    const base = server.base;

    // Once more on a fresh connection if the first fails: the keep-alive connection of the
    // start's health check is closed by the server during a long seed (EPIPE on reuse).
    const pageUrl = `${base}/api/public-builds?page=1`;
    const firstPage: unknown = await (await fetch(pageUrl).catch(() => fetch(pageUrl))).json();
    const bareResult = await withBareServer(firstPage, (bareUrl) =>
      autocannon({
        url: bareUrl,
        connections: LOAD_SETTINGS.connections,
        duration: LOAD_SETTINGS.seconds,
      }),
    );
    const bare = { perSecond: bareResult.requests.average, p99: bareResult.latency.p99 };
    console.log(
      `${spec.label}: bare Fastify ${bare.perSecond.toFixed(0)} req/s, p99 ${bare.p99} ms`,
    );

    const figures: ScenarioFigures[] = [];
    for (const scenario of scenarios) {
      const result = await cannon(base, [scenario.setup]);
      await settle();
      const perSecond = result.requests.average;
      const row: ScenarioFigures = {
        name: scenario.name,
        perSecond,
        p99: result.latency.p99,
        ratio: bare.perSecond > 0 ? perSecond / bare.perSecond : 0,
        expected: scenario.expected,
        ...tally(result, scenario.expected),
      };
      figures.push(row);
      console.log(
        `${spec.label}: ${row.name} ${perSecond.toFixed(0)} req/s, p99 ${row.p99} ms, codes ${JSON.stringify(row.codes)}`,
      );
    }
    if (soak) await soak({ server, scenarios });
    return {
      label: spec.label,
      loadAtStart,
      seedSeconds: database.seeded.seconds,
      bare,
      scenarios: figures,
    };
  } catch (error) {
    if (server) console.error(`${spec.label}: the server's log:\n${server.output()}`);
    throw error;
  } finally {
    await server?.stop();
  }
}
