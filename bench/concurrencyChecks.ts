import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../server/config';
import { openDatabase, type AppDatabase } from '../server/db/database';
import { accountDb } from '../server/repositories/accountTables';
import { usernameKey } from '../src/api/contract/accountRules';
import { MESSAGES } from '../src/api/contract/authTexts';
import { SAVED_BUILD_LIMIT } from '../src/skills/buildListing';
import type { Build } from '../src/skills/buildSchema';
import type { LoopbackAnswer, LoopbackRequest } from '../scripts/loopbackClient';
import { seedPlayers } from '../scripts/seedPlayers';
import { startServer, type ServerProcess } from '../scripts/serverProcess';
import {
  checkLedger,
  checkSlots,
  newLedger,
  publishTargets,
  saveBody,
  type WriteLedger,
} from '../scripts/writeStorm';

/*
 * The concurrency checks on two server processes sharing one PostgreSQL database, shared by
 * `npm run bench:concurrency` (bench/concurrency.ts) and its small version in the server tests.
 * Both processes start at the same moment (their migrations meet at the migrator's lock), and every
 * request of a check is sent at once, alternating between them:
 * - likes: `likers` players like one build → every like answered 200, each with its own count,
 *   and the build's count, its like rows and its list keys all equal `likers`;
 * - saves: `savers` players send `saves` saves of new names, the even players 2 over the
 *   10-build limit and the odd ones 2 under → exactly min(sent, 10) created per player (201),
 *   the rest refused with 403 BUILD_LIMIT_REACHED, every created build stored, none over 10;
 * - register: `applicants` sign up for one username with their own addresses (register, then
 *   verify-signup with the mailed code) → exactly one account, the others told the name is taken.
 * Players are seeded straight into the database with sessions (scripts/seedPlayers.ts), so no
 * likes or saves wait on sign-ups. The applicants solve real bot-check challenges, at a low
 * BOT_CHECK_COST: the proof of work is not what is measured.
 */

/** Sizes of the checks and how hard they are sent. */
export interface ConcurrencyPlan {
  /** The shared database: DATA_DIR (also the shared outbox) and DATABASE_URL. */
  env: Record<string, string>;
  likers: number;
  savers: number;
  saves: number;
  applicants: number;
  /** Requests each server process gets in flight at once (the rest queue in the client). */
  socketsPerServer: number;
  template: Build;
  log: (line: string) => void;
}

/** A check's counts and time. */
export interface CheckFigures {
  sent: number;
  /** Success answers (200 like, 201 save, 201 account). */
  succeeded: number;
  /** What the database holds afterwards (likes count, builds, accounts of the name). */
  stored: number;
  seconds: number;
}

/** The checks' figures; `problems` is empty when everything held. */
export interface ConcurrencyFigures {
  likes: CheckFigures;
  saves: CheckFigures & { mostPerPlayer: number };
  register: CheckFigures;
  startMs: number;
  problems: string[];
}

const PASSWORD = 'Sietch-Tabr-2026!';
const USERNAME = 'SietchRider';

type Fleet = readonly [ServerProcess, ServerProcess];

/** Request `i` goes to process `i % 2`. */
function sendTo(fleet: Fleet, i: number, call: LoopbackRequest): Promise<LoopbackAnswer> {
  const server = fleet[i % 2] ?? fleet[0];
  return server.client.send(call);
}

function tally(answers: readonly LoopbackAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

async function checkLikes(
  plan: ConcurrencyPlan,
  fleet: Fleet,
  database: AppDatabase,
  problems: string[],
): Promise<CheckFigures> {
  const [owner, ...likers] = await seedPlayers(database, plan.likers + 1, 'Liker');
  if (!owner) throw new Error('No owner was seeded.');
  const published = newLedger();
  const [buildId] = await publishTargets(
    (call) => sendTo(fleet, 0, call),
    [owner],
    plan.template,
    'Concurrency',
    published,
  );
  const [answers, seconds] = await timed(() =>
    Promise.all(
      likers.map((liker, i) =>
        sendTo(fleet, i, {
          method: 'POST',
          path: `/api/saved-builds/${buildId ?? ''}/like`,
          cookie: liker.cookie,
          body: {},
        }),
      ),
    ),
  );
  const statuses = tally(answers);
  if ((statuses[200] ?? 0) !== likers.length) {
    problems.push(`likes: answers ${JSON.stringify(statuses)}, not ${likers.length} × 200`);
  }
  const counts = answers.flatMap((a) =>
    a.status === 200 ? [(JSON.parse(a.body) as { likes: number }).likes] : [],
  );
  if (new Set(counts).size !== counts.length || Math.max(0, ...counts) !== likers.length) {
    problems.push(
      `likes: the answers' counts are not 1 to ${likers.length} once each (${new Set(counts).size} distinct, highest ${Math.max(0, ...counts)})`,
    );
  }
  const ledger: WriteLedger = {
    ...newLedger(),
    likes: likers.map((liker) => ({ buildId: buildId ?? '', userId: liker.id })),
  };
  const check = await checkLedger(database, ledger);
  problems.push(...check.problems.map((line) => `likes: ${line}`));
  const row = await accountDb(database.db)
    .$extendTables<{ saved_builds: { id: string; likes: number } }>()
    .selectFrom('saved_builds')
    .select('likes')
    .where('id', '=', buildId ?? '')
    .executeTakeFirst();
  const stored = row?.likes ?? 0;
  if (stored !== likers.length) problems.push(`likes: the build counts ${stored}`);
  return { sent: likers.length, succeeded: statuses[200] ?? 0, stored, seconds };
}

async function checkSaves(
  plan: ConcurrencyPlan,
  fleet: Fleet,
  database: AppDatabase,
  problems: string[],
): Promise<CheckFigures & { mostPerPlayer: number }> {
  const savers = await seedPlayers(database, plan.savers, 'Saver');
  const base = Math.floor(plan.saves / plan.savers);
  // Even players go 2 over the limit's share, odd ones 2 under: the total stays `saves`.
  const sends = savers.flatMap((player, p) =>
    Array.from({ length: base + (p % 2 === 0 ? 2 : -2) }, (_, k) => ({ player, k })),
  );
  const [answers, seconds] = await timed(() =>
    Promise.all(
      sends.map(({ player, k }, i) =>
        sendTo(fleet, i, {
          method: 'POST',
          path: '/api/saved-builds',
          cookie: player.cookie,
          body: saveBody(plan.template, `Rush ${player.username} ${k}`, 'Private'),
        }),
      ),
    ),
  );
  const ledger = newLedger();
  const created = new Map<string, number>();
  for (const [i, answer] of answers.entries()) {
    const { player, k } = sends[i] ?? { player: savers[0], k: -1 };
    if (!player) continue;
    if (answer.status === 201) {
      const id = (JSON.parse(answer.body) as { build: { id: string } }).build.id;
      ledger.saves.push({ id, userId: player.id, name: `Rush ${player.username} ${k}` });
      created.set(player.id, (created.get(player.id) ?? 0) + 1);
    } else if (
      answer.status !== 403 ||
      (JSON.parse(answer.body) as { error?: string }).error !== 'BUILD_LIMIT_REACHED'
    ) {
      problems.push(`saves: unexpected answer ${answer.status} ${answer.body.slice(0, 200)}`);
    }
  }
  for (const [p, player] of savers.entries()) {
    const sent = base + (p % 2 === 0 ? 2 : -2);
    const made = created.get(player.id) ?? 0;
    if (made !== Math.min(sent, SAVED_BUILD_LIMIT)) {
      problems.push(`saves: ${player.username} sent ${sent} and got ${made} created`);
    }
  }
  const check = await checkLedger(database, ledger);
  problems.push(...check.problems.map((line) => `saves: ${line}`));
  problems.push(...(await checkSlots(database)).map((line) => `saves: ${line}`));
  const rows = await accountDb(database.db)
    .$extendTables<{ saved_builds: { id: string; user_id: string } }>()
    .selectFrom('saved_builds')
    .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where(
      'user_id',
      'in',
      savers.map((s) => s.id),
    )
    .groupBy('user_id')
    .execute();
  const stored = rows.reduce((sum, row) => sum + Number(row.n), 0);
  if (stored !== ledger.saves.length) {
    problems.push(`saves: ${ledger.saves.length} created but ${stored} stored`);
  }
  return {
    sent: sends.length,
    succeeded: ledger.saves.length,
    stored,
    seconds,
    mostPerPlayer: Math.max(0, ...rows.map((row) => Number(row.n))),
  };
}

async function botCheckToken(fleet: Fleet, i: number): Promise<string> {
  const answer = await sendTo(fleet, i, {
    method: 'GET',
    path: '/api/bot-check/challenge?action=register',
  });
  const challenge = JSON.parse(answer.body) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('A bot-check challenge could not be solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The sign-up codes mailed to `emails`, read from the shared outbox (mails come late). */
async function signupCodes(
  outbox: string,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  const read = new Set<string>();
  const end = Date.now() + 30_000;
  while (codes.size < emails.length) {
    if (Date.now() > end) {
      throw new Error(`Only ${codes.size} of ${emails.length} sign-up mails arrived in 30 s.`);
    }
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((file) => file.endsWith('.eml') && !read.has(file));
    } catch {
      // the outbox appears with the first mail
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) =>
        group.value.map((address) => address.address ?? ''),
      );
      const code = /verification code is (\d{6})/.exec(mail.text ?? '')?.[1];
      read.add(file);
      for (const address of to) if (code && emails.includes(address)) codes.set(address, code);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return codes;
}

async function checkRegister(
  plan: ConcurrencyPlan,
  fleet: Fleet,
  database: AppDatabase,
  problems: string[],
): Promise<CheckFigures> {
  const applicants = Array.from({ length: plan.applicants }, (_, i) => ({
    email: `applicant${i}@arrakis.test`,
    // Each its own client address (TRUST_PROXY), so the per-address throttles stay out of it.
    headers: { 'x-forwarded-for': `10.13.${i >> 8}.${i & 255}` },
  }));
  const tokens = await Promise.all(applicants.map((_, i) => botCheckToken(fleet, i)));
  const [verified, seconds] = await timed(async () => {
    const registered = await Promise.all(
      applicants.map((applicant, i) =>
        sendTo(fleet, i, {
          method: 'POST',
          path: '/api/auth/register',
          headers: applicant.headers,
          body: {
            username: USERNAME,
            email: applicant.email,
            password: PASSWORD,
            recaptchaToken: tokens[i],
          },
        }),
      ),
    );
    const statuses = tally(registered);
    if ((statuses[200] ?? 0) !== applicants.length) {
      problems.push(`register: answers ${JSON.stringify(statuses)}`);
    }
    const codes = await signupCodes(
      join(plan.env.DATA_DIR ?? '', 'outbox'),
      applicants.map((a) => a.email),
    );
    return Promise.all(
      applicants.map((applicant, i) =>
        sendTo(fleet, i + 1, {
          method: 'POST',
          path: '/api/auth/verify-signup',
          headers: applicant.headers,
          body: {
            username: USERNAME,
            email: applicant.email,
            password: PASSWORD,
            code: codes.get(applicant.email),
          },
        }),
      ),
    );
  });
  const statuses = tally(verified);
  const created = statuses[201] ?? 0;
  const taken = verified.filter(
    (a) =>
      a.status === 409 &&
      (JSON.parse(a.body) as { message?: string }).message === MESSAGES.usernameTaken,
  ).length;
  if (created !== 1 || taken !== applicants.length - 1) {
    problems.push(`register: verify-signup answers ${JSON.stringify(statuses)}`);
  }
  const row = await accountDb(database.db)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('username_key', '=', usernameKey(USERNAME))
    .executeTakeFirstOrThrow();
  const stored = Number(row.n);
  if (stored !== 1) problems.push(`register: ${stored} accounts are named ${USERNAME}`);
  return { sent: applicants.length, succeeded: created, stored, seconds };
}

/** Runs the three checks on two fresh server processes; stops them at the end. */
export async function runConcurrencyChecks(plan: ConcurrencyPlan): Promise<ConcurrencyFigures> {
  const env = {
    ...plan.env,
    // Every process must accept the challenges the other signed.
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    BOT_CHECK_COST: '20',
    TRUST_PROXY: 'true',
  };
  const options = { sockets: plan.socketsPerServer };
  const started = performance.now();
  const fleet = await Promise.all([startServer(env, options), startServer(env, options)]);
  const startMs = performance.now() - started;
  const database = await openDatabase(loadConfig(plan.env).database);
  const problems: string[] = [];
  try {
    plan.log(`two server processes started together in ${(startMs / 1000).toFixed(1)} s`);
    const likes = await checkLikes(plan, fleet, database, problems);
    plan.log(
      `${likes.sent} likes in ${likes.seconds.toFixed(1)} s: the build counts ${likes.stored}`,
    );
    const saves = await checkSaves(plan, fleet, database, problems);
    plan.log(
      `${saves.sent} saves by ${plan.savers} players in ${saves.seconds.toFixed(1)} s: ${saves.succeeded} created, ${saves.stored} stored, at most ${saves.mostPerPlayer} a player`,
    );
    const register = await checkRegister(plan, fleet, database, problems);
    plan.log(
      `${register.sent} sign-ups of one username in ${register.seconds.toFixed(1)} s: ${register.stored} account`,
    );
    for (const server of fleet) {
      const errors = server
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)\b/.test(line));
      problems.push(...errors.map((line) => `server ${server.pid} logged: ${line}`));
    }
    return { likes, saves, register, startMs, problems };
  } finally {
    await Promise.all(fleet.map((server) => server.stop()));
    await database.destroy();
  }
}
