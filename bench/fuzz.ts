/**
 * `npm run fuzz [-- --cases N --seed S]`: the long server fuzz run.
 *
 * Builds the real app in this process on SQLite (a temporary DATA_DIR), then on PostgreSQL (a
 * throwaway cluster, scripts/throwawayPostgres.ts; skipped when PostgreSQL is not installed),
 * signs up a player and a moderator through the real register → mailed code → verify-signup
 * flow (the code read from the outbox), and sends N hostile bodies (default 400) to every
 * mutation route of the app's route table as each of them (bench/fuzzServer.ts). Prints the
 * cases sent and the status codes seen per database, and the server's error log for any 5xx;
 * exits 1 when any answer was a 5xx.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { changeRole } from '../server/services/adminRoles';
import { newestPostgresBin, startThrowawayPostgres } from '../scripts/throwawayPostgres';
import { currentGame, sampleBuild } from './support/sampleBuild';
import { formatFuzzReport, fuzzMutationRoutes, type FuzzCaller } from './fuzzServer';

const PASSWORD = 'Sand-Walker-42';
const repoRoot = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: { cases: { type: 'string', default: '400' }, seed: { type: 'string', default: '1' } },
});
const casesPerRoute = Number(values.cases);
const seed = Number(values.seed);

let ipCount = 0;
/** A client address no throttle has seen: the account throttles count per address. */
function freshIp(): string {
  ipCount += 1;
  return `10.${(ipCount >> 16) & 255}.${(ipCount >> 8) & 255}.${ipCount & 255}`;
}

async function botCheckToken(app: FastifyInstance, action: string): Promise<string> {
  const challenge = (
    await app.inject({ method: 'GET', url: `/api/bot-check/challenge?action=${action}` })
  ).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('A bot-check challenge could not be solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function post(app: FastifyInstance, url: string, body: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
}

function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('arrakis_session'));
  if (!cookie) throw new Error('No session cookie was set.');
  return `${cookie.name}=${cookie.value}`;
}

/** The code of the verification mail to `email` in the outbox (mails are .eml files there). */
async function codeFromOutbox(outbox: string, email: string): Promise<string> {
  for (let tries = 0; tries < 200; tries += 1) {
    // The mail is written after the answer: the folder itself may not be there yet.
    const files = existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : [];
    for (const file of files) {
      if (!file.isFile()) continue;
      const mail = readFileSync(join(outbox, file.name), 'utf8');
      if (!mail.includes(email) || !mail.includes('verification code')) continue;
      const body = mail.slice(mail.search(/\r?\n\r?\n/));
      const code = /\b(\d{6})\b/.exec(body)?.[1];
      if (code) return code;
    }
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error(`No verification mail to ${email} arrived in ${outbox}.`);
}

async function signUp(app: FastifyInstance, outbox: string, username: string): Promise<string> {
  const email = `${username.toLowerCase()}@sietch.test`;
  const registered = await post(app, '/api/auth/register', {
    username,
    email,
    password: PASSWORD,
    recaptchaToken: await botCheckToken(app, 'register'),
  });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  const code = await codeFromOutbox(outbox, email);
  const verified = await post(app, '/api/auth/verify-signup', {
    username,
    email,
    password: PASSWORD,
    code,
  });
  if (verified.statusCode !== 201) throw new Error(`verify-signup: ${verified.body}`);
  return sessionCookie(verified);
}

async function login(app: FastifyInstance, username: string): Promise<string> {
  const response = await post(app, '/api/auth/login', {
    username,
    password: PASSWORD,
    recaptchaToken: await botCheckToken(app, 'login'),
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
  return sessionCookie(response);
}

/** Saves a build of `cookie`'s account; answers its id and url. */
async function saveBuild(app: FastifyInstance, cookie: string, title: string, sharing: string) {
  const build = { ...sampleBuild(currentGame()), buildTitle: title, buildSharing: sharing };
  const response = await post(
    app,
    '/api/saved-builds',
    { build_name: title, data: build, build_guide: build.buildGuide },
    cookie,
  );
  if (response.statusCode !== 201) throw new Error(`save: ${response.body}`);
  const saved = response.json<{ build: { id: string; url: string } }>().build;
  return [saved.id, saved.url];
}

/** One database's run: the app, two accounts and their records, then the fuzzing. */
async function fuzzDatabase(label: string, env: Record<string, string>): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arrakis-fuzz-'));
  const errorLog: string[] = [];
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SEED_EXAMPLES: 'false',
      GAME_DATA_DIR: join(repoRoot, 'data/game'),
      CLIENT_DIR: join(dataDir, 'no-client'),
      BOT_CHECK_COST: '20',
      RATE_LIMIT_PER_MINUTE: '0',
      SEARCH_RATE_LIMIT_PER_MINUTE: '0',
      PAGE_RATE_LIMIT_PER_MINUTE: '0',
      // A 503 of load shedding is not a crash: the run counts only what the routes answer.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    repoRoot,
  );
  const app = await buildApp(config, {
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        errorLog.push(chunk.toString());
        done();
      },
    }),
    // Cheap password hashing: the fuzzer logs in again after each case that logged it out.
    accounts: { passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
  });
  try {
    const outbox = join(dataDir, 'outbox');
    const callers: FuzzCaller[] = [
      { role: 'player', username: 'FuzzPlayer', cookie: await signUp(app, outbox, 'FuzzPlayer') },
      { role: 'admin', username: 'FuzzWarden', cookie: await signUp(app, outbox, 'FuzzWarden') },
    ];
    const database = await openDatabase(config.database);
    try {
      await changeRole(database.db, 'FuzzWarden', true);
    } finally {
      await database.destroy();
    }
    const player = callers[0]?.cookie ?? '';
    const buildKeys = [
      ...(await saveBuild(app, player, 'Fuzzed Build', 'Private')),
      ...(await saveBuild(app, player, 'Fuzzed Public', 'Public')),
    ];
    const report = await fuzzMutationRoutes(app, callers, {
      casesPerRoute,
      seed,
      params: {
        idOrUrl: buildKeys,
        id: buildKeys.filter((key) => key.includes('-')),
        username: callers.map((caller) => caller.username),
      },
      login: (caller) => login(app, caller.username),
      freshIp,
    });
    console.log(formatFuzzReport(`server fuzz (${label}, seed ${seed})`, report));
    if (report.serverErrors.length > 0) {
      console.log(`  the server's error log:\n${errorLog.slice(0, 10).join('')}`);
    }
    return report.serverErrors.length;
  } finally {
    await app.close();
  }
}

let serverErrors = await fuzzDatabase('sqlite', {});
const bin = newestPostgresBin();
if (bin) {
  const cluster = await startThrowawayPostgres(bin, {
    database: 'arrakis_fuzz',
    tempPrefix: 'arrakis-fuzz-pg-',
  });
  try {
    serverErrors += await fuzzDatabase('postgres', { DATABASE_URL: cluster.url });
  } finally {
    cluster.stop();
  }
} else {
  console.log('server fuzz (postgres): skipped, no PostgreSQL found (apt-get install postgresql)');
}
process.exitCode = serverErrors > 0 ? 1 : 0;
