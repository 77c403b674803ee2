/**
 * `npm run bench:auth`: the account server's figures on loopback.
 *
 * Starts the real server (`npm run build:server`, then `node dist/server/main.js`) on
 * 127.0.0.1 with SQLite in a temporary DATA_DIR and production settings (argon2id 19 MiB/t=2/p=1,
 * the default bot-check cost), creates an account through the real register → mailed code →
 * verify-signup flow (the code read from the outbox .eml), then measures with autocannon:
 * - login throughput. Every login needs a fresh bot-check token and the login throttle allows
 *   50 attempts per address in 15 minutes, so the bench is honest about both: it pre-solves a
 *   pool of real ALTCHA tokens (one per login, at the production cost, before the clock starts)
 *   and runs with TRUST_PROXY=true, giving each login its own X-Forwarded-For address, like
 *   many players logging in at once;
 * - `GET /api/auth/me` throughput with one session cookie;
 * - the median time of one argon2id hash with the production parameters over 20 runs.
 * The general per-address API limit (RATE_LIMIT_PER_MINUTE) is turned off for the run: it
 * would otherwise cap one benchmarking client at 600 requests a minute.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import { PRODUCTION_PASSWORD_HASH } from '../server/services/passwords';
import { autocannon, median, withServer } from './support/server';

const LOGINS = 300;
const LOGIN_CONNECTIONS = 8;
const ME_SECONDS = 10;
const ME_CONNECTIONS = 10;
const HASH_RUNS = 20;
const USERNAME = 'BenchPlayer';
const PASSWORD = 'Bench-Mark-2026!';

async function json(base: string, path: string, body: unknown, headers = {}): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function botCheckToken(base: string, action: string): Promise<string> {
  const challenge = (await (
    await fetch(`${base}/api/bot-check/challenge?action=${action}`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('A bot-check challenge could not be solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function readCodeFromOutbox(outbox: string): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    try {
      for (const file of readdirSync(outbox)) {
        const code = /\b(\d{6})\b/.exec(readFileSync(join(outbox, file), 'utf8'))?.[1];
        if (code) return code;
      }
    } catch {
      // the outbox folder appears with the first mail
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No sign-up mail appeared in ${outbox}.`);
}

async function createAccount(base: string, outbox: string): Promise<void> {
  const registered = await json(base, '/api/auth/register', {
    username: USERNAME,
    email: 'bench@arrakis.test',
    password: PASSWORD,
    recaptchaToken: await botCheckToken(base, 'register'),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const verified = await json(base, '/api/auth/verify-signup', {
    username: USERNAME,
    email: 'bench@arrakis.test',
    password: PASSWORD,
    code: await readCodeFromOutbox(outbox),
  });
  if (verified.status !== 201) throw new Error(`verify-signup: ${verified.status}`);
}

async function main(): Promise<void> {
  execSync('npm run build:server', { stdio: 'inherit' });
  await withServer(
    'arrakis-bench-auth-',
    { TRUST_PROXY: 'true', DATABASE_URL: '' },
    async ({ base, dataDir }) => {
      await createAccount(base, join(dataDir, 'outbox'));

      process.stdout.write(`Solving ${LOGINS} bot-check tokens (production cost)… `);
      const solving = performance.now();
      const tokens: string[] = [];
      for (let i = 0; i < LOGINS; i += 1) tokens.push(await botCheckToken(base, 'login'));
      const solveMs = (performance.now() - solving) / LOGINS;
      console.log(`${solveMs.toFixed(1)} ms each in Node`);

      let next = 0;
      const login = await autocannon({
        url: `${base}/api/auth/login`,
        connections: LOGIN_CONNECTIONS,
        amount: LOGINS,
        method: 'POST',
        requests: [
          {
            setupRequest: (request) => {
              const n = next++;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                },
                body: JSON.stringify({
                  username: USERNAME,
                  password: PASSWORD,
                  rememberMe: true,
                  recaptchaToken: tokens[n % tokens.length],
                }),
              };
            },
          },
        ],
      });

      const loggedIn = await json(
        base,
        '/api/auth/login',
        {
          username: USERNAME,
          password: PASSWORD,
          recaptchaToken: await botCheckToken(base, 'login'),
        },
        { 'x-forwarded-for': '10.255.0.1' },
      );
      const cookie = (loggedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const me = await autocannon({
        url: `${base}/api/auth/me`,
        connections: ME_CONNECTIONS,
        duration: ME_SECONDS,
        headers: { cookie },
      });

      const hashTimes: number[] = [];
      for (let i = 0; i < HASH_RUNS; i += 1) {
        const started = performance.now();
        await hash(`${PASSWORD}-${i}`, PRODUCTION_PASSWORD_HASH);
        hashTimes.push(performance.now() - started);
      }

      const row = (name: string, value: string, note: string) =>
        `| ${name.padEnd(34)} | ${value.padStart(14)} | ${note}`;
      console.log('\nAccounts on loopback (SQLite, production argon2id and bot-check cost)\n');
      console.log(row('figure', 'value', 'notes'));
      console.log(row('-'.repeat(34), '-'.repeat(14), '-----'));
      console.log(
        row(
          'POST /api/auth/login',
          `${login.requests.average.toFixed(0)} req/s`,
          `${LOGINS} logins, ${LOGIN_CONNECTIONS} connections, p50 ${login.latency.p50} ms, p99 ${login.latency.p99} ms, non-2xx ${login.non2xx}; pre-solved token pool, one X-Forwarded-For address per login`,
        ),
      );
      console.log(
        row(
          'GET /api/auth/me (session cookie)',
          `${me.requests.average.toFixed(0)} req/s`,
          `${ME_SECONDS} s, ${ME_CONNECTIONS} connections, p50 ${me.latency.p50} ms, p99 ${me.latency.p99} ms, non-2xx ${me.non2xx}`,
        ),
      );
      console.log(
        row(
          'argon2id hash (19 MiB, t=2, p=1)',
          `${median(hashTimes).toFixed(1)} ms`,
          `median of ${HASH_RUNS} runs in this process`,
        ),
      );
      console.log(
        row('bot-check solve in Node', `${solveMs.toFixed(1)} ms`, 'mean per token, one thread'),
      );
      if (login.non2xx > 0 || me.non2xx > 0) {
        console.log(
          '\nStatus codes:',
          JSON.stringify({ login: login.statusCodeStats, me: me.statusCodeStats }),
        );
      }
    },
  );
}

await main();
