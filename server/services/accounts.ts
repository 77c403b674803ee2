import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { accountDb } from '../repositories/accountTables';
import { createBotCheckRepository } from '../repositories/botCheckRepository';
import { createEmailUndoRepository } from '../repositories/emailUndoRepository';
import { createPendingSignupRepository } from '../repositories/pendingSignupRepository';
import { createResetTokenRepository } from '../repositories/resetTokenRepository';
import { createServerSecretRepository } from '../repositories/serverSecretRepository';
import { createSavedBuildRepository } from '../repositories/savedBuildRepository';
import { savedBuildDb } from '../repositories/savedBuildTables';
import { createSessionRepository } from '../repositories/sessionRepository';
import { createThrottleRepository } from '../repositories/throttleRepository';
import { createTwoStepRepository } from '../repositories/twoStepRepository';
import { twoStepDb } from '../repositories/twoStepTables';
import { createUserRepository } from '../repositories/userRepository';
import { createVerificationCodeRepository } from '../repositories/verificationCodeRepository';
import type { AccountContext } from './accountContext';
import type { AccountsConfig } from '../config';
import { createBotCheck, GOOGLE_SITEVERIFY_URL, type BotCheckOptions } from './botCheck';
import { createCodeService } from './codes';
import { createLoginTrust, deviceCookieName } from './loginTrust';
import { createMailer, DEFAULT_MAIL_FROM } from './mail';
import { createMailBudget } from './mailBudget';
import { createPasswordHasher, type PasswordHashParams } from './passwords';
import { isoTime, MINUTE_MS } from './secrets';
import { createSessionService, sessionCookie, type SessionCookie } from './sessions';
import { createThrottle } from './throttle';

/** Internal knobs for tests and benches (app options, never environment variables). */
export interface AccountTestOptions {
  /** Cheaper argon2id parameters; production always uses the OWASP ones. */
  passwordHash?: PasswordHashParams;
  /** Where reCAPTCHA tokens are verified (a local stand-in for Google in tests). */
  recaptchaVerifyUrl?: string;
}

/** What the account services are built from (the app passes the validated config). */
export interface AccountServiceOptions extends AccountTestOptions {
  db: Kysely<Database>;
  config: AccountsConfig;
  dataDir: string;
  /** PUBLIC_ORIGIN is https: the session cookie gets `__Host-` and Secure. */
  https: boolean;
  /** The site's origin, for the links in mails. */
  siteOrigin: string;
  log: FastifyBaseLogger;
}

function botCheckOptions(options: AccountServiceOptions): BotCheckOptions {
  const { recaptcha, altchaHmacKey, botCheckCost } = options.config;
  return recaptcha
    ? {
        provider: 'recaptcha',
        ...recaptcha,
        verifyUrl: options.recaptchaVerifyUrl ?? GOOGLE_SITEVERIFY_URL,
      }
    : { provider: 'altcha', hmacKey: altchaHmacKey, dataDir: options.dataDir, cost: botCheckCost };
}

/** The account services plus their upkeep. */
export interface AccountServices extends AccountContext {
  /** The session cookie's name and whether it is Secure. */
  readonly cookie: SessionCookie;
  /** The device cookie's name (Secure exactly when the session cookie is). */
  readonly deviceCookie: string;
  /** Deletes expired sessions, codes, sign-ups, tokens, counters and two-step tickets. */
  cleanUp(): Promise<void>;
  /** Stops the clean-up timer and sends the mails under way. */
  close(): Promise<void>;
}

/** How often expired rows are deleted (and once at start). */
const CLEAN_UP_INTERVAL_MS = 10 * MINUTE_MS;

/** Builds every account service over one database and starts the clean-up timer. */
export function createAccountServices(options: AccountServiceOptions): AccountServices {
  const db = accountDb(options.db);
  const users = createUserRepository(db);
  const sessionRows = createSessionRepository(db);
  const pendingSignups = createPendingSignupRepository(db);
  const codeRows = createVerificationCodeRepository(db);
  const resetTokens = createResetTokenRepository(db);
  const emailUndos = createEmailUndoRepository(db);
  const throttleRows = createThrottleRepository(db);
  const spentTokens = createBotCheckRepository(db);
  const twoStep = createTwoStepRepository(twoStepDb(options.db));
  const mailer = createMailer({
    smtpUrl: options.config.smtpUrl,
    from: options.config.mailFrom ?? DEFAULT_MAIL_FROM,
    dataDir: options.dataDir,
    log: options.log,
    budget: createMailBudget(throttleRows, options.config.mailBudget),
  });

  async function cleanUp(): Promise<void> {
    const now = isoTime();
    await sessionRows.deleteExpired(now);
    await codeRows.deleteExpired(now);
    await pendingSignups.deleteExpired(now);
    await resetTokens.deleteExpired(now);
    await emailUndos.deleteExpired(now);
    await throttleRows.deleteExpired(now);
    await spentTokens.deleteExpired(now);
    await twoStep.deleteExpired(now);
  }
  let running: Promise<void> = Promise.resolve();
  const runCleanUp = () => {
    running = cleanUp().catch((error: unknown) => {
      options.log.warn({ err: error }, 'clean-up of expired account rows failed');
    });
  };
  const timer = setInterval(runCleanUp, CLEAN_UP_INTERVAL_MS);
  timer.unref();
  runCleanUp();

  return {
    users,
    pendingSignups,
    resetTokens,
    emailUndos,
    siteOrigin: options.siteOrigin,
    savedBuilds: createSavedBuildRepository(savedBuildDb(options.db)),
    sessions: createSessionService(sessionRows),
    codes: createCodeService(codeRows),
    throttle: createThrottle(throttleRows),
    mailer,
    botCheck: createBotCheck(botCheckOptions(options), spentTokens),
    cookie: sessionCookie(options.https),
    deviceCookie: deviceCookieName(options.https),
    loginTrust: createLoginTrust({
      secrets: createServerSecretRepository(db),
      spent: spentTokens,
      botCheckCost: options.config.botCheckCost,
    }),
    passwords: createPasswordHasher(options.passwordHash),
    twoStep,
    cleanUp,
    async close() {
      clearInterval(timer);
      await running;
      await mailer.close();
    },
  };
}
