import { emailKey, usernameKey } from '../../src/api/contract/accountRules';
import type { Account, ChangeEmailResponse, SettingsRequest } from '../../src/api/contract/auth';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { SAVED_BUILD_LIMIT } from '../../src/skills/buildListing';
import { isUniqueViolation } from '../db/constraintErrors';
import type { SessionRow } from '../repositories/sessionRepository';
import type { UserRow } from '../repositories/userRepository';
import {
  ConflictError,
  InvalidRequestError,
  NotAuthenticatedError,
  NotPermittedError,
} from './errors';
import {
  ACCOUNT_MESSAGES,
  codeRefusal,
  sendOrRefuse,
  toUser,
  type AccountContext,
  type Caller,
} from './accountContext';
import {
  accountDeletedMail,
  changeEmailCodeMail,
  emailChangedMail,
  emailInUseMail,
} from './mailMessages';
import { checkCurrentPassword } from './login';
import { DAY_MS, isoTime, randomLinkToken, sha256Hex } from './secrets';
import { THROTTLE_RULES } from './throttle';
import { refuseLookAlikeUsername } from './usernames';
import type { MessageResponse } from '../../src/api/contract/message';

/**
 * The logged-in account's own data: the account page, Settings, the email change (never saved
 * without the current password and the code mailed to the new address) and deletion (never
 * without the current password). Every function acts on the caller's account only. An email
 * change mails the old address a link that puts it back and ends every session.
 */

/** How long the old address can undo an email change. */
const EMAIL_UNDO_LIFETIME_MS = 3 * DAY_MS;

/** 400 unless `password` is the account's; a wrong one counts as a failed login. */
async function requireCurrentPassword(
  ctx: AccountContext,
  user: UserRow,
  password: string,
  caller: Caller,
): Promise<void> {
  if (!(await checkCurrentPassword(ctx, user, password, caller))) {
    throw new InvalidRequestError(MESSAGES.wrongCurrentPassword);
  }
}

/** Tells the old address, with a link that undoes the change for 72 hours. */
async function mailEmailChanged(
  ctx: AccountContext,
  before: UserRow,
  after: UserRow,
): Promise<void> {
  const token = randomLinkToken();
  const now = Date.now();
  await ctx.emailUndos.create({
    id: sha256Hex(token),
    user_id: before.id,
    old_email: before.email,
    created_at: isoTime(0, now),
    expires_at: isoTime(EMAIL_UNDO_LIFETIME_MS, now),
    consumed_at: null,
  });
  const undoUrl = `${ctx.siteOrigin}/undo-email-change#${token}`;
  await ctx.mailer.send(emailChangedMail(before.email, before.username, after.email, undoUrl));
}

/** `GET /api/account`. */
export async function accountView(
  ctx: AccountContext,
  user: UserRow,
  session: SessionRow,
): Promise<Account> {
  return {
    username: user.username,
    email: user.email,
    role: toUser(user).role,
    createdAt: user.created_at,
    lastLoggedIn: user.last_login_at,
    this_login_time: session.created_at,
    last_logged_in: user.previous_login_at,
    savedBuildCount: await ctx.savedBuilds.count(user.id),
    savedBuildLimit: SAVED_BUILD_LIMIT,
  };
}

/** `POST /api/account/send-email-code`: a code to the NEW address. */
export async function sendEmailCode(
  ctx: AccountContext,
  user: UserRow,
  request: { newEmail: string; recaptchaToken: string; currentPassword: string },
  caller: Caller,
): Promise<MessageResponse> {
  await ctx.botCheck.verify(request.recaptchaToken, 'change_email', caller.ip);
  const key = emailKey(request.newEmail);
  if (key === user.email_key) throw new InvalidRequestError(ACCOUNT_MESSAGES.sameEmail);
  await requireCurrentPassword(ctx, user, request.currentPassword, caller);
  await ctx.throttle.hit(THROTTLE_RULES.codeMailsPerMinute, `change-email:${user.id}`);
  await ctx.throttle.hit(THROTTLE_RULES.codeMailsPerHour, `change-email:${user.id}`);
  const owner = await ctx.users.findByEmailKey(key);
  if (owner) {
    // Same answer as for a free address: the form must not tell who has an account. The
    // owner hears of it; no code exists, so the change cannot go through.
    if (owner.role !== 'system') {
      await sendOrRefuse(ctx, emailInUseMail(owner.email, owner.username));
    }
    return { message: MESSAGES.codeSent };
  }
  const code = await ctx.codes.issue({ userId: user.id }, 'change_email', request.newEmail);
  await sendOrRefuse(ctx, changeEmailCodeMail(request.newEmail, user.username, code));
  return { message: MESSAGES.codeSent };
}

async function confirmEmailCode(
  ctx: AccountContext,
  user: UserRow,
  email: string,
  code: string,
  caller: Caller,
): Promise<void> {
  await ctx.throttle.hit(THROTTLE_RULES.codeChecksPerAddress, caller.ip);
  const check = await ctx.codes.check({ userId: user.id }, ['change_email'], code);
  if (!check.ok) throw codeRefusal(check);
  // The code confirms one address: the one it was mailed to.
  if (check.payload === null || emailKey(check.payload) !== emailKey(email)) {
    throw new InvalidRequestError(MESSAGES.invalidCode);
  }
}

async function saveProfile(
  ctx: AccountContext,
  user: UserRow,
  username: string,
  email: string,
): Promise<UserRow> {
  try {
    const updated = await ctx.users.updateProfile(user.id, {
      username,
      usernameKey: usernameKey(username),
      email,
      emailKey: emailKey(email),
    });
    if (!updated) throw new NotAuthenticatedError(MESSAGES.notLoggedIn);
    return updated;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const nameOwner = await ctx.users.findByUsernameKey(usernameKey(username));
    throw new ConflictError(
      nameOwner && nameOwner.id !== user.id ? MESSAGES.usernameTaken : ACCOUNT_MESSAGES.emailTaken,
    );
  }
}

/** `PUT /api/auth/settings`: username and email; a new email needs its code. */
export async function updateSettings(
  ctx: AccountContext,
  user: UserRow,
  request: SettingsRequest,
  caller: Caller,
): Promise<UserRow> {
  const nameKey = usernameKey(request.username);
  if (nameKey !== user.username_key) {
    const owner = await ctx.users.findByUsernameKey(nameKey);
    if (owner) throw new ConflictError(MESSAGES.usernameTaken);
  }
  await refuseLookAlikeUsername(ctx, request.username, user);
  const emailChanged = emailKey(request.email) !== user.email_key;
  if (emailChanged) {
    if (request.code === undefined) throw new InvalidRequestError(MESSAGES.emailCodeNeeded);
    if (request.currentPassword === undefined) {
      throw new InvalidRequestError(MESSAGES.currentPasswordNeeded);
    }
    await requireCurrentPassword(ctx, user, request.currentPassword, caller);
    await confirmEmailCode(ctx, user, request.email, request.code, caller);
  }
  const updated = await saveProfile(
    ctx,
    user,
    request.username,
    emailChanged ? request.email : user.email,
  );
  if (emailChanged) await mailEmailChanged(ctx, user, updated);
  return updated;
}

/** `PUT /api/account`: the new email with the code mailed to it. */
export async function changeEmail(
  ctx: AccountContext,
  user: UserRow,
  request: { email: string; code: string; currentPassword: string },
  caller: Caller,
): Promise<ChangeEmailResponse> {
  if (emailKey(request.email) === user.email_key) {
    throw new InvalidRequestError(ACCOUNT_MESSAGES.sameEmail);
  }
  await requireCurrentPassword(ctx, user, request.currentPassword, caller);
  await confirmEmailCode(ctx, user, request.email, request.code, caller);
  const updated = await saveProfile(ctx, user, user.username, request.email);
  await mailEmailChanged(ctx, user, updated);
  return { message: MESSAGES.emailUpdated, user: toUser(updated) };
}

/**
 * `POST /api/auth/undo-email-change`: the link mailed to the old address puts it back, once,
 * within 72 hours, and ends every session of the account (whoever changed it may be logged in).
 * Later changes' links, codes and reset tokens die with it, so nothing can undo the undo.
 */
export async function undoEmailChange(
  ctx: AccountContext,
  request: { token: string },
  caller: Caller,
): Promise<MessageResponse> {
  await ctx.throttle.hit(THROTTLE_RULES.codeChecksPerAddress, caller.ip);
  const used = await ctx.emailUndos.consume(sha256Hex(request.token), isoTime());
  const user = used && (await ctx.users.findById(used.userId));
  if (!used || !user) throw new InvalidRequestError(MESSAGES.undoLinkExpired);
  await ctx.sessions.endAll(user.id);
  try {
    await ctx.users.updateProfile(user.id, {
      username: user.username,
      usernameKey: user.username_key,
      email: used.oldEmail,
      emailKey: emailKey(used.oldEmail),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ConflictError(ACCOUNT_MESSAGES.undoAddressTaken);
  }
  return { message: MESSAGES.emailChangeUndone };
}

/**
 * `DELETE /api/users/{username}`: the caller's own account only. Its sessions, codes and reset
 * tokens go with it (foreign keys); its saved builds are given to the `anonymous` system user
 * in the same transaction as the delete (spec §6), so a Public build stays readable by its url.
 */
export async function deleteAccount(
  ctx: AccountContext,
  user: UserRow,
  username: string,
  request: { recaptchaToken: string; currentPassword: string },
  caller: Caller,
): Promise<MessageResponse> {
  if (usernameKey(username) !== user.username_key) {
    throw new NotPermittedError(MESSAGES.onlyOwnAccount);
  }
  await ctx.botCheck.verify(request.recaptchaToken, 'delete_account', caller.ip);
  await requireCurrentPassword(ctx, user, request.currentPassword, caller);
  await ctx.sessions.endAll(user.id);
  await ctx.savedBuilds.deleteAccountKeepingBuilds(user.id);
  await ctx.mailer.send(accountDeletedMail(user.email, user.username));
  return { message: MESSAGES.accountDeleted };
}
