import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase, type AppDatabase } from '../server/db/database';
import { migrations } from '../server/db/migrations';
import type { Build } from '../src/skills/buildSchema';
import type { LoopbackRequest } from '../scripts/loopbackClient';
import { seedPlayers, type SeededPlayer } from '../scripts/seedPlayers';
import { startServer, type ServerProcess } from '../scripts/serverProcess';
import {
  checkLedger,
  checkSlots,
  newLedger,
  publishTargets,
  seededRandom,
  storm,
  type WriteLedger,
} from '../scripts/writeStorm';

/*
 * The crash suite's rounds, shared by `npm run test:crash` (bench/crash.ts) and its fast version in
 * the server tests: a real server process on a database, a storm of saves and likes from freshly
 * seeded players (scripts/seedPlayers.ts: straight into the database, with sessions), `kill -9`
 * after a random number of acknowledged writes while requests are in flight, then a restart on the
 * same database (migrations run again at start). After each restart every write acknowledged in any
 * round so far must be there, counts whole, no player over the 10-build limit, the migrations all
 * recorded once, and on SQLite the file intact.
 */

/** What one crash run does. */
export interface CrashPlan {
  /** The server's database settings: DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  rounds: number;
  /** New players seeded for each round's storm. */
  playersPerRound: number;
  /** Public builds published each round; every round's players like those of all rounds. */
  targetsPerRound: number;
  /** Requests in flight at once. */
  workers: number;
  /** The kill comes after a random count of the round's acknowledged writes in this range. */
  killAfter: readonly [number, number];
  seed: number;
  template: Build;
  log: (line: string) => void;
}

/** One round's figures. */
export interface CrashRound {
  /** Writes the server acknowledged in this round (saves and likes). */
  acknowledged: number;
  /** Requests in flight when the server died (no answer). */
  cut: number;
  /** Milliseconds from the restart's spawn to a healthy /api/health. */
  restartMs: number;
}

/** A crash run's figures; `problems` is empty when every check held. */
export interface CrashFigures {
  rounds: CrashRound[];
  /** Acknowledged writes of all rounds, and how many of them the last check found. */
  acknowledged: number;
  found: number;
  seconds: number;
  problems: string[];
}

/** Log lines at pino's error or fatal level (50, 60). */
function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => /"level":(50|60)\b/.test(line));
}

/** The checks after a restart; one line per problem. */
async function checkAfterRestart(
  database: AppDatabase,
  server: ServerProcess,
  ledger: WriteLedger,
  cookies: ReadonlyMap<string, string>,
  random: () => number,
): Promise<{ found: number; problems: string[] }> {
  const check = await checkLedger(database, ledger);
  const problems = [...check.problems, ...(await checkSlots(database))];
  const recorded = await sql<{ name: string }>`select name from kysely_migration`.execute(
    database.db,
  );
  const names = recorded.rows.map((row) => row.name).sort();
  if (names.join() !== Object.keys(migrations).sort().join()) {
    problems.push(`the recorded migrations are ${names.join(', ')}`);
  }
  if (database.kind === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
      database.db,
    );
    const verdict = integrity.rows.map((row) => row.integrity_check).join('; ');
    if (verdict !== 'ok') problems.push(`integrity check: ${verdict}`);
  }
  // The restarted server itself serves what it acknowledged before the kill.
  for (let i = 0; i < 10 && ledger.saves.length > 0; i++) {
    const save = ledger.saves[Math.floor(random() * ledger.saves.length)];
    if (!save) continue;
    const answer = await server.client.send({
      method: 'GET',
      path: `/api/saved-builds/${save.id}`,
      cookie: cookies.get(save.userId) ?? '',
    });
    if (answer.status !== 200) {
      problems.push(`the restarted server answers ${answer.status} for saved build ${save.id}`);
    }
  }
  problems.push(...errorLines(server.output()).map((line) => `restart logged: ${line}`));
  return { found: check.savesFound + check.likesFound, problems };
}

/** Runs the plan's rounds; the server is stopped and the connection closed at the end. */
export async function runCrashRounds(plan: CrashPlan): Promise<CrashFigures> {
  const started = performance.now();
  const random = seededRandom(plan.seed);
  const ledger = newLedger();
  const cookies = new Map<string, string>();
  const targets: string[] = [];
  const rounds: CrashRound[] = [];
  const problems: string[] = [];
  let found = 0;
  let server = await startServer(plan.env, { sockets: plan.workers });
  const database = await openDatabase(loadConfig(plan.env).database);
  try {
    for (let round = 1; round <= plan.rounds && problems.length === 0; round++) {
      const players: SeededPlayer[] = await seedPlayers(
        database,
        plan.playersPerRound,
        `Crash${round}r`,
      );
      for (const player of players) cookies.set(player.id, player.cookie);
      const running = server;
      const send = (call: LoopbackRequest) => running.client.send(call);
      const before = ledger.saves.length + ledger.likes.length;
      targets.push(
        ...(await publishTargets(
          send,
          players.slice(0, plan.targetsPerRound),
          plan.template,
          `Crash ${round}`,
          ledger,
        )),
      );
      const [low, high] = plan.killAfter;
      const killAt = low + Math.floor(random() * (high - low + 1));
      const unansweredBefore = ledger.unanswered;
      let acknowledged = 0;
      // Set from the storm's callback: an object, so the check after the storm is not narrowed.
      const kill: { done: Promise<void> | null } = { done: null };
      await storm({
        send,
        players,
        targets: [...targets],
        template: plan.template,
        label: `Crash ${round}`,
        workers: plan.workers,
        random,
        ledger,
        stop: () => kill.done !== null,
        onAcknowledged: () => {
          acknowledged += 1;
          kill.done ??= acknowledged >= killAt ? running.kill9() : null;
        },
      });
      if (kill.done === null) {
        problems.push(`round ${round}: the storm ran out of writes before the kill`);
        kill.done = running.kill9();
      }
      await kill.done;
      const cut = ledger.unanswered - unansweredBefore;

      server = await startServer(plan.env, { sockets: plan.workers });
      const checked = await checkAfterRestart(database, server, ledger, cookies, random);
      found = checked.found;
      problems.push(...checked.problems.map((line) => `round ${round}: ${line}`));
      const refused = Object.entries(ledger.refused);
      if (refused.length > 0) {
        problems.push(`round ${round}: unexpected answers ${JSON.stringify(ledger.refused)}`);
      }
      const figures = {
        acknowledged: ledger.saves.length + ledger.likes.length - before,
        cut,
        restartMs: server.startMs,
      };
      rounds.push(figures);
      plan.log(
        `${database.kind} round ${round}: ${figures.acknowledged} writes acknowledged, ${cut} requests cut by kill -9, restart ${(figures.restartMs / 1000).toFixed(1)} s, ${found} of ${ledger.saves.length + ledger.likes.length} acknowledged writes found`,
      );
    }
  } finally {
    await server.stop();
    await database.destroy();
  }
  return {
    rounds,
    acknowledged: ledger.saves.length + ledger.likes.length,
    found,
    seconds: (performance.now() - started) / 1000,
    problems,
  };
}
