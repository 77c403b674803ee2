import QRCode from 'qrcode';
import type {
  RecoveryCodes,
  TwoStepDisableRequest,
  TwoStepSetup,
  TwoStepStatus,
} from '../../src/api/contract/twoStep';
import type { UserRow } from '../repositories/userRepository';
import type { AccountContext, Caller } from './accountContext';
import { checkCurrentPassword } from './login';
import { isoTime } from './secrets';
import { THROTTLE_RULES } from './throttle';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';
import {
  checkSecondFactor,
  confirmedFactor,
  hashesOf,
  newRecoveryCodes,
  TWO_STEP_FAILURES_PER_ACCOUNT,
} from './twoStepFactor';

/**
 * Two-step sign-in on the account page: turning it on (password, then the app's first code),
 * the ten recovery codes (shown once, stored hashed, single-use), turning it off (password and
 * a code). A password reset never touches any of it: a lost phone is recovered with a
 * recovery code, never by email alone.
 */

/** The account page's status: on or off, and how many recovery codes are left. */
export async function twoStepStatus(ctx: AccountContext, user: UserRow): Promise<TwoStepStatus> {
  if (!(await confirmedFactor(ctx, user.id))) return { enabled: false, recoveryCodesLeft: 0 };
  return { enabled: true, recoveryCodesLeft: await ctx.twoStep.recoveryCodesLeft(user.id) };
}

type StartSetupOutcome =
  { ok: true; setup: TwoStepSetup } | { ok: false; reason: 'wrong-password' | 'already-on' };

/** Turning on, step one: the password, then a new secret as a QR code and as text. */
export async function startTwoStepSetup(
  ctx: AccountContext,
  user: UserRow,
  password: string,
  caller: Caller,
): Promise<StartSetupOutcome> {
  if (!(await checkCurrentPassword(ctx, user, password, caller))) {
    return { ok: false, reason: 'wrong-password' };
  }
  const secret = newTotpSecret();
  if (!(await ctx.twoStep.savePending(user.id, secret, isoTime()))) {
    return { ok: false, reason: 'already-on' };
  }
  const uri = otpauthUri(secret, user.username);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { ok: true, setup: { secret, otpauthUri: uri, qrCode } };
}

type ConfirmSetupOutcome =
  { ok: true; codes: RecoveryCodes } | { ok: false; reason: 'no-setup' | 'wrong-code' | 'reused' };

/** Turning on, step two: the app's first code proves it has the secret; the recovery codes follow. */
export async function confirmTwoStepSetup(
  ctx: AccountContext,
  user: UserRow,
  code: string,
  caller: Caller,
): Promise<ConfirmSetupOutcome> {
  const factor = await ctx.twoStep.factor(user.id);
  if (!factor || factor.confirmed_at !== null) return { ok: false, reason: 'no-setup' };
  await ctx.throttle.hit(THROTTLE_RULES.codeChecksPerAddress, caller.ip);
  await ctx.throttle.check(TWO_STEP_FAILURES_PER_ACCOUNT, user.id);
  const step = matchingStep(factor.secret, code, Date.now());
  if (step === null) {
    await ctx.throttle.count(TWO_STEP_FAILURES_PER_ACCOUNT, user.id);
    return { ok: false, reason: 'wrong-code' };
  }
  const recoveryCodes = newRecoveryCodes();
  const confirmed = await ctx.twoStep.confirm(
    user.id,
    step,
    hashesOf(user.id, recoveryCodes),
    isoTime(),
  );
  return confirmed ? { ok: true, codes: { recoveryCodes } } : { ok: false, reason: 'reused' };
}

type RecoveryCodesOutcome =
  { ok: true; codes: RecoveryCodes } | { ok: false; reason: 'wrong-password' | 'not-on' };

/** New recovery codes (the old ones stop working), after the password. */
export async function regenerateRecoveryCodes(
  ctx: AccountContext,
  user: UserRow,
  password: string,
  caller: Caller,
): Promise<RecoveryCodesOutcome> {
  if (!(await checkCurrentPassword(ctx, user, password, caller))) {
    return { ok: false, reason: 'wrong-password' };
  }
  if (!(await confirmedFactor(ctx, user.id))) return { ok: false, reason: 'not-on' };
  const recoveryCodes = newRecoveryCodes();
  await ctx.twoStep.replaceRecoveryCodes(user.id, hashesOf(user.id, recoveryCodes), isoTime());
  return { ok: true, codes: { recoveryCodes } };
}

type DisableOutcome =
  | { ok: true; status: TwoStepStatus }
  | { ok: false; reason: 'wrong-password' | 'not-on' | 'wrong-code' | 'reused' };

/** Turning off: the password and a current app code or a recovery code. */
export async function disableTwoStep(
  ctx: AccountContext,
  user: UserRow,
  request: TwoStepDisableRequest,
  caller: Caller,
): Promise<DisableOutcome> {
  if (!(await checkCurrentPassword(ctx, user, request.password, caller))) {
    return { ok: false, reason: 'wrong-password' };
  }
  const factor = await confirmedFactor(ctx, user.id);
  if (!factor) return { ok: false, reason: 'not-on' };
  const check = await checkSecondFactor(ctx, factor, request.code, caller);
  if (check !== 'ok') return { ok: false, reason: check };
  await ctx.twoStep.remove(user.id);
  return { ok: true, status: { enabled: false, recoveryCodesLeft: 0 } };
}
