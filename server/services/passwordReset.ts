import { emailKey, usernameKey } from '../../src/api/contract/accountRules';
import type {
  ResetPasswordComplete,
  ResetPasswordToken,
  ResetPasswordVerify,
} from '../../src/api/contract/auth';
import { MESSAGES } from '../../src/api/contract/authTexts';
import type { UserRow } from '../repositories/userRepository';
import { InvalidRequestError, NotPermittedError, TooManyRequestsError } from './errors';
import {
  ACCOUNT_MESSAGES,
  codeRefusal,
  sendOrRefuse,
  type AccountContext,
  type Caller,
} from './accountContext';
import { checkCurrentPassword } from './login';
import { mailboxKey } from './mailBudget';
import {
  changePasswordCodeMail,
  passwordChangedMail,
  resetCodeMail,
  resetLinkMail,
  usernameReminderMail,
} from './mailMessages';
import { refuseWeakPassword, refuseWeakResetPassword } from './passwordStrength';
import { HOUR_MS, isoTime, MINUTE_MS, randomLinkToken, randomToken, sha256Hex } from './secrets';
import { THROTTLE_RULES } from './throttle';
import type { MessageResponse } from '../../src/api/contract/message';

/**
 * Password reset and change, and the forgotten username. The reset and the change share the
 * spec's three calls: request (a code is mailed), verify (the code for a one-use token),
 * complete (the token and the new password). A reset ends every session of the account; a
 * change ends every session but the one making it. Recovery answers never say whether an
 * account exists. Wrong codes are counted per account: past the ceiling its codes stop working
 * and a link is mailed instead, so codes cannot be guessed across many codes.
 */

const RESET_TOKEN_LIFETIME_MS = 10 * MINUTE_MS;
/** How long a mailed reset link works. */
const RESET_LINK_LIFETIME_MS = HOUR_MS;

/** Whether the account had too many wrong codes today: its resets then go by link only. */
async function codesPaused(ctx: AccountContext, user: UserRow): Promise<boolean> {
  try {
    await ctx.throttle.check(THROTTLE_RULES.resetCodeFailuresPerAccount, user.id);
    return false;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return true;
    throw error;
  }
}

/** Mails a one-use link that completes the reset (or change) without a code. */
async function mailResetLink(
  ctx: AccountContext,
  user: UserRow,
  purpose: 'reset_password' | 'change_password',
): Promise<void> {
  const token = randomLinkToken();
  const now = Date.now();
  await ctx.resetTokens.create({
    id: sha256Hex(token),
    user_id: user.id,
    purpose,
    created_at: isoTime(0, now),
    expires_at: isoTime(RESET_LINK_LIFETIME_MS, now),
    consumed_at: null,
  });
  const resetUrl = `${ctx.siteOrigin}/reset-password#${token}`;
  await ctx.mailer.send(resetLinkMail(user.email, user.username, resetUrl));
}

function canRecover(user: UserRow | undefined): user is UserRow {
  return user !== undefined && user.role !== 'system' && user.password_hash !== null;
}

/** Forgot-password form: `{username, recaptchaToken}`; always the same answer. */
export async function requestPasswordReset(
  ctx: AccountContext,
  request: { username: string; recaptchaToken: string },
  caller: Caller,
): Promise<MessageResponse> {
  await ctx.throttle.hit(THROTTLE_RULES.recoveryPerAddress, caller.ip);
  await ctx.botCheck.verify(request.recaptchaToken, 'forgot_password', caller.ip);
  const key = usernameKey(request.username);
  // Counted per typed name whether or not it exists, so a 429 reveals nothing either.
  await ctx.throttle.hit(THROTTLE_RULES.codeMailsPerMinute, `reset:${key}`);
  await ctx.throttle.hit(THROTTLE_RULES.codeMailsPerHour, `reset:${key}`);
  const user = await ctx.users.findByUsernameKey(key);
  if (canRecover(user)) {
    if (await codesPaused(ctx, user)) {
      await mailResetLink(ctx, user, 'reset_password');
    } else {
      const code = await ctx.codes.issue({ userId: user.id }, 'reset_password');
      // A spent budget sends nothing but answers alike: a refusal would reveal the account.
      await ctx.mailer.send(resetCodeMail(user.email, user.username, code));
    }
  }
  return { message: MESSAGES.resetRequested };
}

/** Account page's Change Password: `{username, currentPassword, newPassword, recaptchaToken}`. */
export async function requestPasswordChange(
  ctx: AccountContext,
  user: UserRow,
  request: {
    username: string;
    currentPassword: string;
    newPassword: string;
    recaptchaToken: string;
  },
  caller: Caller,
): Promise<MessageResponse> {
  if (usernameKey(request.username) !== user.username_key) {
    throw new NotPermittedError(ACCOUNT_MESSAGES.onlyOwnPassword);
  }
  await ctx.botCheck.verify(request.recaptchaToken, 'change_password', caller.ip);
  if (!(await checkCurrentPassword(ctx, user, request.currentPassword, caller))) {
    throw new InvalidRequestError(MESSAGES.wrongCurrentPassword);
  }
  await refuseWeakPassword(request.newPassword, user);
  await ctx.throttle.hit(THROTTLE_RULES.codeMailsPerMinute, `change-password:${user.id}`);
  await ctx.throttle.hit(THROTTLE_RULES.codeMailsPerHour, `change-password:${user.id}`);
  if (await codesPaused(ctx, user)) {
    await mailResetLink(ctx, user, 'change_password');
    return { message: MESSAGES.resetLinkSent };
  }
  const code = await ctx.codes.issue({ userId: user.id }, 'change_password');
  await sendOrRefuse(ctx, changePasswordCodeMail(user.email, user.username, code));
  return { message: MESSAGES.codeSent };
}

/** `POST /api/auth/reset-password/verify`: the mailed code for a one-use token (10 minutes). */
export async function verifyPasswordReset(
  ctx: AccountContext,
  request: ResetPasswordVerify,
  caller: Caller,
): Promise<ResetPasswordToken> {
  await ctx.throttle.hit(THROTTLE_RULES.codeChecksPerAddress, caller.ip);
  const user = await ctx.users.findByUsernameKey(usernameKey(request.username));
  // Past the ceiling even the right code gets the answer of a wrong one: the link is the way.
  if (!canRecover(user) || (await codesPaused(ctx, user))) {
    throw new InvalidRequestError(MESSAGES.invalidCode);
  }
  const check = await ctx.codes.check(
    { userId: user.id },
    ['reset_password', 'change_password'],
    request.code,
  );
  if (!check.ok) {
    await ctx.throttle.count(THROTTLE_RULES.resetCodeFailuresPerAccount, user.id);
    throw codeRefusal(check);
  }
  const token = randomToken();
  const now = Date.now();
  await ctx.resetTokens.create({
    id: sha256Hex(token),
    user_id: user.id,
    purpose: check.purpose === 'change_password' ? 'change_password' : 'reset_password',
    created_at: isoTime(0, now),
    expires_at: isoTime(RESET_TOKEN_LIFETIME_MS, now),
    consumed_at: null,
  });
  return { token };
}

/** `POST /api/auth/reset-password/complete`: sets the new password and ends sessions. */
export async function completePasswordReset(
  ctx: AccountContext,
  request: ResetPasswordComplete,
  caller: Caller,
): Promise<MessageResponse> {
  await ctx.throttle.hit(THROTTLE_RULES.codeChecksPerAddress, caller.ip);
  await refuseWeakResetPassword(ctx, request.token, request.newPassword);
  const passwordHash = await ctx.passwords.hash(request.newPassword);
  const used = await ctx.resetTokens.consume(sha256Hex(request.token), isoTime());
  if (!used) throw new InvalidRequestError(ACCOUNT_MESSAGES.resetExpired);
  const user = await ctx.users.findById(used.userId);
  if (!canRecover(user)) throw new InvalidRequestError(ACCOUNT_MESSAGES.resetExpired);
  await ctx.users.setPasswordHash(user.id, passwordHash);
  await ctx.mailer.send(passwordChangedMail(user.email, user.username));
  if (used.purpose === 'reset_password') {
    await ctx.sessions.endAll(user.id);
    return { message: MESSAGES.resetDone };
  }
  // A change keeps the session that made it (if it is this account's) and ends the others.
  await ctx.sessions.endAll(user.id, caller.sessionId);
  return { message: MESSAGES.passwordChanged };
}

/** `POST /api/auth/forgot-username`: mails the username; always the same answer. */
export async function forgotUsername(
  ctx: AccountContext,
  request: { email: string; recaptchaToken: string },
  caller: Caller,
): Promise<MessageResponse> {
  await ctx.throttle.hit(THROTTLE_RULES.recoveryPerAddress, caller.ip);
  await ctx.botCheck.verify(request.recaptchaToken, 'forgot_username', caller.ip);
  const key = emailKey(request.email);
  await ctx.throttle.hit(THROTTLE_RULES.codeMailsPerMinute, `username:${mailboxKey(key)}`);
  await ctx.throttle.hit(THROTTLE_RULES.codeMailsPerHour, `username:${mailboxKey(key)}`);
  const user = await ctx.users.findByEmailKey(key);
  if (user && user.role !== 'system') {
    // As for the reset: a spent budget answers alike.
    await ctx.mailer.send(usernameReminderMail(user.email, user.username));
  }
  return { message: MESSAGES.usernameMailed };
}
