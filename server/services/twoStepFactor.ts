import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TWO_STEP_MESSAGES } from '../../src/api/contract/twoStepTexts';
import type { TwoStepFactorRow } from '../repositories/twoStepRepository';
import type { AccountContext, Caller } from './accountContext';
import { isoTime, MINUTE_MS, sha256Hex } from './secrets';
import { THROTTLE_RULES, type ThrottleRule } from './throttle';
import { matchingStep } from './totp';

/**
 * The second factor itself: checking an app code or a recovery code, and making recovery
 * codes. Used by the account page's flows (twoStep.ts) and the login's second step.
 */

/**
 * Wrong second-step codes per account, all addresses and tickets together: 10 an hour keeps
 * guessing a 6-digit code (3 valid at a time) under 0.1% a day.
 */
export const TWO_STEP_FAILURES_PER_ACCOUNT: ThrottleRule = {
  name: 'two-step-failure-account',
  windowMs: 60 * MINUTE_MS,
  max: 10,
  message: TWO_STEP_MESSAGES.tooManyWrongCodes,
};

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A recovery code as stored: lower case, no spaces or dashes. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function recoveryCodeHash(userId: string, code: string): string {
  return sha256Hex(`${userId}:${normaliseRecoveryCode(code)}`);
}

/** Ten new codes of 60 random bits each, `abcd-efgh-jk23`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(12)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** The hashes stored for an account's recovery codes. */
export function hashesOf(userId: string, codes: string[]): string[] {
  return codes.map((code) => recoveryCodeHash(userId, code));
}

/** What a second factor's code came to. */
type FactorCheck = 'ok' | 'wrong-code' | 'reused';

/**
 * Checks an app code (6 digits, within a step of drift, never a step used before) or a
 * recovery code (used up by this check), counting wrong ones per account and per address.
 */
export async function checkSecondFactor(
  ctx: AccountContext,
  factor: TwoStepFactorRow,
  code: string,
  caller: Caller,
): Promise<FactorCheck> {
  const userId = factor.user_id;
  await ctx.throttle.hit(THROTTLE_RULES.codeChecksPerAddress, caller.ip);
  await ctx.throttle.check(TWO_STEP_FAILURES_PER_ACCOUNT, userId);
  let check: FactorCheck;
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(factor.secret, code, Date.now());
    if (step === null) check = 'wrong-code';
    else check = (await ctx.twoStep.useStep(userId, step)) ? 'ok' : 'reused';
  } else {
    const used = await ctx.twoStep.useRecoveryCode(
      userId,
      recoveryCodeHash(userId, code),
      isoTime(),
    );
    check = used ? 'ok' : 'wrong-code';
  }
  if (check !== 'ok') await ctx.throttle.count(TWO_STEP_FAILURES_PER_ACCOUNT, userId);
  return check;
}

/** An account's two-step factor once confirmed, or undefined. */
export async function confirmedFactor(
  ctx: AccountContext,
  userId: string,
): Promise<TwoStepFactorRow | undefined> {
  const factor = await ctx.twoStep.factor(userId);
  return factor?.confirmed_at ? factor : undefined;
}
