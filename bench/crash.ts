/**
 * `npm run test:crash`: the crash suite with its figures. On SQLite (a file in a temporary
 * DATA_DIR), then on PostgreSQL (a throwaway cluster, scripts/throwawayPostgres.ts; skipped when
 * none is installed), ROUNDS rounds each of bench/crashRounds.ts: a real server process (bundled as
 * `npm run build:server` does, scripts/serverProcess.ts) stormed with saves and likes by players
 * seeded straight into the database with their sessions, killed with SIGKILL mid-storm, restarted
 * on the same database (migrations run again), and checked for every acknowledged write. Only the
 * server process is killed: the PostgreSQL server stays up, as when an app host dies.
 * Exits with 1 and the problems listed when any check failed.
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { newestPostgresBin, startThrowawayPostgres } from '../scripts/throwawayPostgres';
import { runCrashRounds, type CrashFigures } from './crashRounds';
import { currentGame, sampleBuild } from './support/sampleBuild';

const ROUNDS = 5;
const PLAYERS_PER_ROUND = 60;
const TARGETS_PER_ROUND = 3;
const WORKERS = 16;
/** The kill comes after this many of a round's acknowledged writes (random in the range). */
const KILL_AFTER = [60, 240] as const;

async function crash(label: string, env: Record<string, string>): Promise<CrashFigures> {
  console.log(`${label}: ${ROUNDS} rounds…`);
  return runCrashRounds({
    env,
    rounds: ROUNDS,
    playersPerRound: PLAYERS_PER_ROUND,
    targetsPerRound: TARGETS_PER_ROUND,
    workers: WORKERS,
    killAfter: KILL_AFTER,
    seed: 13,
    template: sampleBuild(currentGame()),
    log: (line) => {
      console.log(`  ${line}`);
    },
  });
}

async function main(): Promise<void> {
  const results: { label: string; figures: CrashFigures }[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'arrakis-crash-'));
  try {
    results.push({
      label: 'SQLite',
      figures: await crash('SQLite', { DATA_DIR: dataDir, DATABASE_URL: '' }),
    });
    const bin = newestPostgresBin();
    if (bin) {
      const cluster = await startThrowawayPostgres(bin, {
        database: 'arrakis_crash',
        tempPrefix: 'arrakis-crash-pg-',
      });
      try {
        results.push({
          label: 'PostgreSQL',
          figures: await crash('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: cluster.url }),
        });
      } finally {
        cluster.stop();
      }
    } else {
      console.log('No PostgreSQL in /usr/lib/postgresql/*/bin or on PATH: SQLite only.');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const row = (cells: string[]) => `| ${cells.map((c) => c.padEnd(12)).join(' | ')} |`;
  console.log(
    `\nkill -9 mid-storm: ${PLAYERS_PER_ROUND} new players and ${TARGETS_PER_ROUND} new Public builds a round, ${WORKERS} requests in flight, the kill after ${KILL_AFTER[0]}-${KILL_AFTER[1]} acknowledged writes.\n`,
  );
  console.log(
    row(['database', 'rounds', 'acknowledged', 'found', 'cut by kill', 'restart max', 'time']),
  );
  console.log(row(Array<string>(7).fill('-'.repeat(12))));
  for (const { label, figures } of results) {
    console.log(
      row([
        label,
        String(figures.rounds.length),
        String(figures.acknowledged),
        String(figures.found),
        String(figures.rounds.reduce((sum, r) => sum + r.cut, 0)),
        `${(Math.max(...figures.rounds.map((r) => r.restartMs)) / 1000).toFixed(1)} s`,
        `${figures.seconds.toFixed(0)} s`,
      ]),
    );
  }
  console.log(
    `\n${cpus().length} cores; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (1, 5, 15 min) at the end.`,
  );
  for (const { label, figures } of results) {
    if (figures.problems.length > 0) {
      console.log(`\n${label} problems:\n${figures.problems.join('\n')}`);
      process.exitCode = 1;
    }
  }
}

await main();
