import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import type { BuildAppOptions } from '../../../server/app';
import type { DatabaseKind, TestDatabase } from '../helpers';
import { useTestApp } from '../helpers';
import { accountDb, type AccountDb } from '../../../server/repositories/accountTables';
import type { AccountTestOptions } from '../../../server/services/accounts';
import { botCheckToken } from './botCheckSolver';
import { codeFrom, useSmtpPeer, type SmtpPeer } from './smtpPeer';
import type { BotCheckAction } from '../../../src/api/contract/botCheck';

/**
 * A suite's app for the account tests: a real SMTP peer, a cheap bot-check (BOT_CHECK_COST) and
 * cheap argon2id parameters (an app option that production never sets), no general rate limit
 * (the account throttles are what is tested), and helpers that call the API as the client does.
 */

/** argon2id parameters for tests only: correct hashes, a fraction of the time. */
export const TEST_PASSWORD_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export const PASSWORD = 'Sand-Walker-42';

interface CallOptions {
  body?: unknown;
  cookie?: string | undefined;
  headers?: Record<string, string>;
  /** The client's address (each test may pose as its own client for the throttles). */
  ip?: string;
}

export interface AccountTestApp {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
  readonly smtp: SmtpPeer;
  /** A request as the site's request helper sends it (X-Requested-With, JSON body). */
  call(method: string, url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  token(action: BotCheckAction): Promise<string>;
  /** Registers, verifies with the mailed code and answers the session cookie. */
  signUp(username: string, email: string, password?: string, ip?: string): Promise<string>;
  login(username: string, password?: string, rememberMe?: boolean, ip?: string): Promise<string>;
  /** A direct connection to the suite's database, for checking and ageing rows. */
  database(): Promise<AccountDb>;
}

/** `name=value` of the session cookie a response sets. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('arrakis_session'));
  if (!cookie)
    throw new Error(`No session cookie in: ${JSON.stringify(response.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

let nextIp = 1;
/** A fresh client address, so one test's throttle counts never reach another's. */
export function freshIp(): string {
  nextIp += 1;
  return `10.9.${Math.floor(nextIp / 250)}.${nextIp % 250}`;
}

/** The account app of a suite (SMTP peer, app and database started before it, closed after). */
export function useAccountApp(
  kind: DatabaseKind,
  env: () => Record<string, string> = () => ({}),
  accountOptions: () => AccountTestOptions = () => ({}),
  appOptions: () => BuildAppOptions = () => ({}),
): AccountTestApp {
  const smtp = useSmtpPeer();
  const suite = useTestApp(
    kind,
    () => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Arrakis Planner <no-reply@arrakis.test>',
      BOT_CHECK_COST: '20',
      RATE_LIMIT_PER_MINUTE: '0',
      ...env(),
    }),
    () => ({
      ...appOptions(),
      accounts: { passwordHash: TEST_PASSWORD_HASH, ...accountOptions() },
    }),
  );
  const opened: { db?: AccountDb; close?: () => Promise<void> } = {};
  // Registered after useTestApp's: after-hooks run in reverse, so this closes before the drop.
  afterAll(async () => {
    await opened.close?.();
  });

  const call: AccountTestApp['call'] = (method, url, options = {}) =>
    suite.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        'x-requested-with': 'arrakis',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });

  const token = (action: BotCheckAction) => botCheckToken(suite.app, action);

  return {
    get app() {
      return suite.app;
    },
    get db() {
      return suite.db;
    },
    smtp,
    call,
    token,
    async signUp(username, email, password = PASSWORD, ip = freshIp()) {
      const registered = await call('POST', '/api/auth/register', {
        ip,
        body: { username, email, password, recaptchaToken: await token('register') },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const code = codeFrom(await smtp.waitForMail(email, 'verification code'));
      const verified = await call('POST', '/api/auth/verify-signup', {
        ip,
        body: { username, email, password, code },
      });
      expect(verified.statusCode, verified.body).toBe(201);
      return sessionCookie(verified);
    },
    async login(username, password = PASSWORD, rememberMe = true, ip = freshIp()) {
      const response = await call('POST', '/api/auth/login', {
        ip,
        body: { username, password, rememberMe, recaptchaToken: await token('login') },
      });
      expect(response.statusCode, response.body).toBe(200);
      return sessionCookie(response);
    },
    async database() {
      if (!opened.db) {
        const database = await suite.db.open();
        opened.db = accountDb(database.db);
        opened.close = () => database.destroy();
      }
      return opened.db;
    },
  };
}
