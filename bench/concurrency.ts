/**
 * `npm run bench:concurrency`: the concurrency checks at full size, with their figures. A throwaway
 * PostgreSQL cluster (scripts/throwawayPostgres.ts) and two server processes on it (bundled as
 * `npm run build:server` does, started at the same moment), then bench/concurrencyChecks.ts: 2,000
 * simultaneous likes of one build by 2,000 players; 500 simultaneous saves by 50 players, half of
 * them sending 2 more than the 10-build limit; 20 simultaneous sign-ups for one username. The
 * players are seeded straight into the database with their sessions (scripts/seedPlayers.ts), so
 * the bot-check and sign-up stay out of the likes and saves. Every request is sent at once; each
 * process gets up to SOCKETS of them in flight at a time, the rest wait in the client's queue.
 * Exits with 1 and the problems listed when any check failed. Needs PostgreSQL (apt-get install
 * postgresql).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { newestPostgresBin, startThrowawayPostgres } from '../scripts/throwawayPostgres';
import { runConcurrencyChecks } from './concurrencyChecks';
import { currentGame, sampleBuild } from './support/sampleBuild';

const LIKERS = 2_000;
const SAVERS = 50;
const SAVES = 500;
const APPLICANTS = 20;
const SOCKETS = 250;

async function main(): Promise<void> {
  const bin = newestPostgresBin();
  if (!bin) {
    console.log(
      'No PostgreSQL in /usr/lib/postgresql/*/bin or on PATH (apt-get install postgresql).',
    );
    process.exitCode = 1;
    return;
  }
  const cluster = await startThrowawayPostgres(bin, {
    database: 'arrakis_concurrency',
    tempPrefix: 'arrakis-concurrency-pg-',
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'arrakis-concurrency-'));
  try {
    const figures = await runConcurrencyChecks({
      env: { DATA_DIR: dataDir, DATABASE_URL: cluster.url },
      likers: LIKERS,
      savers: SAVERS,
      saves: SAVES,
      applicants: APPLICANTS,
      socketsPerServer: SOCKETS,
      template: sampleBuild(currentGame()),
      log: (line) => {
        console.log(`  ${line}`);
      },
    });
    const row = (cells: string[]) =>
      `| ${cells.map((c, i) => c.padEnd(i === 0 ? 34 : 10)).join(' | ')} |`;
    console.log(
      `\nPostgreSQL, 2 server processes, up to ${SOCKETS} requests in flight at each; every request sent at once.\n`,
    );
    console.log(row(['check', 'sent', 'succeeded', 'stored', 'time']));
    console.log(row(['-'.repeat(34), ...Array<string>(4).fill('-'.repeat(10))]));
    const lines = [
      [`likes of one build by ${LIKERS} players`, figures.likes, 'likes'],
      [`saves by ${SAVERS} players (limit 10)`, figures.saves, 'builds'],
      [`sign-ups of one username`, figures.register, 'accounts'],
    ] as const;
    for (const [label, check, unit] of lines) {
      console.log(
        row([
          label,
          String(check.sent),
          String(check.succeeded),
          `${check.stored} ${unit}`,
          `${check.seconds.toFixed(1)} s`,
        ]),
      );
    }
    console.log(
      `\nMost builds held by one player: ${figures.saves.mostPerPlayer}. Both processes started in ${(figures.startMs / 1000).toFixed(1)} s. ${cpus().length} cores; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (1, 5, 15 min) at the end.`,
    );
    if (figures.problems.length > 0) {
      console.log(`\nProblems:\n${figures.problems.join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('No lost write, no double, no limit passed.');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    cluster.stop();
  }
}

await main();
