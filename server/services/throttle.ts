import type { RequestCounters } from '../counters/requestCounters';
import type { ThrottleRepository } from '../repositories/throttleRepository';
import { TooManyRequestsError } from './errors';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './secrets';

/**
 * Throttling of the account calls, kept in the database (fixed windows, atomic upserts) so it
 * holds across every server process.
 *
 * The policy, and why nobody can lock someone else out with it:
 * - Per client address, counted on every attempt: a single machine cannot hammer login,
 *   registration, code checks or recovery. Only that address is slowed.
 * - Login failures per (account, address): 10 wrong passwords in 15 minutes from one address
 *   block that address for that account only. An attacker elsewhere cannot block the owner,
 *   whose address has its own counter.
 * - Login failures per device: a browser that logged in before carries a signed device cookie
 *   (loginTrust.ts) and counts its own failures instead of its address's; 10 in 15 minutes
 *   block that browser only.
 * - Login failures per account, all addresses together: past 100 an hour a browser without a
 *   device cookie of the account must solve a proof of work 20 times the bot-check's before its
 *   password is even checked. It is never refused, and known browsers never see the ceiling, so
 *   a distributed guessing run slows the guessers down without locking the owner out.
 * - Codes sent per recipient (account, sign-up or address): 1 a minute and 5 an hour, so
 *   nobody can flood an inbox. Recovery mails are counted per typed username or email whether
 *   or not an account exists, so a 429 reveals nothing.
 * - Wrong current passwords (email, password, deletion: only a session can try them): 10 an hour
 *   per account, checked there alone, so strangers failing logins never block the owner's
 *   account page; they also count toward the login failures above.
 * Codes themselves allow 5 tries each (see codes.ts). Wrong password codes are also counted per
 * account across codes: past 10 a day, that account's resets go by emailed link only.
 */

export interface ThrottleRule {
  /** Names the counter in the database and in tests. */
  readonly name: string;
  readonly windowMs: number;
  readonly max: number;
  /** What the player reads in the 429 answer. */
  readonly message: string;
}

const TRY_LATER = 'Please wait a little and try again.';

/** Every limit of the account calls. */
export const THROTTLE_RULES = {
  loginPerAddress: {
    name: 'login-address',
    windowMs: 15 * MINUTE_MS,
    max: 50,
    message: `Too many login attempts from your network. ${TRY_LATER}`,
  },
  loginFailuresPerAccountAddress: {
    name: 'login-failure',
    windowMs: 15 * MINUTE_MS,
    max: 10,
    message: `Too many failed logins for this account. ${TRY_LATER}`,
  },
  loginFailuresPerDevice: {
    name: 'login-failure-device',
    windowMs: 15 * MINUTE_MS,
    max: 10,
    message: `Too many failed logins from this device. ${TRY_LATER}`,
  },
  loginFailuresPerAccount: {
    name: 'login-failure-account',
    windowMs: HOUR_MS,
    max: 100,
    message: `Too many failed logins for this account. ${TRY_LATER}`,
  },
  registerPerAddress: {
    name: 'register-address',
    windowMs: HOUR_MS,
    max: 20,
    message: `Too many sign-ups from your network. ${TRY_LATER}`,
  },
  codeChecksPerAddress: {
    name: 'code-check-address',
    windowMs: 15 * MINUTE_MS,
    max: 30,
    message: `Too many verification attempts. ${TRY_LATER}`,
  },
  recoveryPerAddress: {
    name: 'recovery-address',
    windowMs: HOUR_MS,
    max: 20,
    message: `Too many recovery requests from your network. ${TRY_LATER}`,
  },
  currentPasswordFailuresPerAccount: {
    name: 'current-password-failure',
    windowMs: HOUR_MS,
    max: 10,
    message: `Too many wrong passwords for this account. ${TRY_LATER}`,
  },
  resetCodeFailuresPerAccount: {
    name: 'reset-code-failure',
    windowMs: DAY_MS,
    max: 10,
    // Never shown: past it, codes are answered as wrong and resets go by link.
    message: `Too many wrong codes for this account. ${TRY_LATER}`,
  },
  codeMailsPerMinute: {
    name: 'code-mail-minute',
    windowMs: MINUTE_MS,
    max: 1,
    message: 'A code was just sent. Please wait a minute before asking for another.',
  },
  codeMailsPerHour: {
    name: 'code-mail-hour',
    windowMs: HOUR_MS,
    max: 5,
    message: `Too many codes were sent. ${TRY_LATER}`,
  },
} as const satisfies Record<string, ThrottleRule>;

/** Checks and counts attempts against the rules. */
export interface Throttle {
  /** Counts one attempt; throws `TooManyRequestsError` when it goes over the rule's maximum. */
  hit(rule: ThrottleRule, subject: string): Promise<void>;
  /** Throws `TooManyRequestsError` when the count is already at the maximum; counts nothing. */
  check(rule: ThrottleRule, subject: string): Promise<void>;
  /** Counts one event (e.g. a failure) without checking. */
  count(rule: ThrottleRule, subject: string): Promise<void>;
}

interface Window {
  bucket: string;
  start: string;
  end: number;
}

function windowOf(rule: ThrottleRule, subject: string, now: number): Window {
  const start = now - (now % rule.windowMs);
  return {
    bucket: `${rule.name}:${subject}`,
    start: new Date(start).toISOString(),
    end: start + rule.windowMs,
  };
}

function refuse(rule: ThrottleRule, window: Window, now: number): TooManyRequestsError {
  return new TooManyRequestsError(rule.message, Math.max(1, Math.ceil((window.end - now) / 1000)));
}

/** A throttle over the database counters. */
export function createThrottle(repository: ThrottleRepository): Throttle {
  const increment = (rule: ThrottleRule, subject: string, now: number) => {
    const window = windowOf(rule, subject, now);
    return repository
      .increment(window.bucket, window.start, new Date(window.end).toISOString())
      .then((count) => ({ count, window }));
  };
  return {
    async hit(rule, subject) {
      const now = Date.now();
      const { count, window } = await increment(rule, subject, now);
      if (count > rule.max) throw refuse(rule, window, now);
    },
    async check(rule, subject) {
      const now = Date.now();
      const window = windowOf(rule, subject, now);
      if ((await repository.read(window.bucket, window.start)) >= rule.max) {
        throw refuse(rule, window, now);
      }
    },
    async count(rule, subject) {
      await increment(rule, subject, Date.now());
    },
  };
}

/**
 * A throttle over the request counters (memory, Redis or batched into the database), for the
 * limits of calls that must never wait on a database write, such as counting a page view.
 */
export function counterThrottle(counters: RequestCounters): Pick<Throttle, 'hit'> {
  return {
    async hit(rule, subject) {
      const { current, ttl } = await counters.hit(`${rule.name}:${subject}`, rule.windowMs);
      if (current > rule.max) {
        throw new TooManyRequestsError(rule.message, Math.max(1, Math.ceil(ttl / 1000)));
      }
    },
  };
}
