import { emailKey, usernameKey } from '../../src/api/contract/accountRules';
import {
  MESSAGES,
  type Account,
  type ChangeEmailResponse,
  type MessageResponse,
  type SettingsRequest,
} from '../../src/api/contract/auth';
import { SAVED_BUILD_LIMIT } from '../../src/skills/buildListing';
import { HttpError } from '../http/httpError';
import { isUniqueViolation } from '../repositories/accountTables';
import type { SessionRow } from '../repositories/sessionRepository';
import type { UserRow } from '../repositories/userRepository';
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
import { THROTTLE_RULES } from './throttle';

/**
 * The logged-in account's own data: the account page, Settings, the email change (never saved
 * without the code mailed to the new address) and deletion. Every function acts on the
 * caller's account only.
 */

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
  request: { newEmail: string; recaptchaToken: string },
  caller: Caller,
): Promise<MessageResponse> {
  await ctx.botCheck.verify(request.recaptchaToken, 'change_email', caller.ip);
  const key = emailKey(request.newEmail);
  if (key === user.email_key) throw new HttpError(400, ACCOUNT_MESSAGES.sameEmail);
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
    throw new HttpError(400, MESSAGES.invalidCode);
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
    if (!updated) throw new HttpError(401, MESSAGES.notLoggedIn);
    return updated;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const nameOwner = await ctx.users.findByUsernameKey(usernameKey(username));
    throw new HttpError(
      409,
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
    if (owner) throw new HttpError(409, MESSAGES.usernameTaken);
  }
  const emailChanged = emailKey(request.email) !== user.email_key;
  if (emailChanged) {
    if (request.code === undefined) throw new HttpError(400, MESSAGES.emailCodeNeeded);
    await confirmEmailCode(ctx, user, request.email, request.code, caller);
  }
  const updated = await saveProfile(
    ctx,
    user,
    request.username,
    emailChanged ? request.email : user.email,
  );
  if (emailChanged) {
    await ctx.mailer.send(emailChangedMail(user.email, user.username, updated.email));
  }
  return updated;
}

/** `PUT /api/account`: the new email with the code mailed to it. */
export async function changeEmail(
  ctx: AccountContext,
  user: UserRow,
  request: { email: string; code: string },
  caller: Caller,
): Promise<ChangeEmailResponse> {
  if (emailKey(request.email) === user.email_key) {
    throw new HttpError(400, ACCOUNT_MESSAGES.sameEmail);
  }
  await confirmEmailCode(ctx, user, request.email, request.code, caller);
  const updated = await saveProfile(ctx, user, user.username, request.email);
  await ctx.mailer.send(emailChangedMail(user.email, user.username, updated.email));
  return { message: MESSAGES.emailUpdated, user: toUser(updated) };
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
  recaptchaToken: string,
  caller: Caller,
): Promise<MessageResponse> {
  if (usernameKey(username) !== user.username_key) {
    throw new HttpError(403, MESSAGES.onlyOwnAccount);
  }
  await ctx.botCheck.verify(recaptchaToken, 'delete_account', caller.ip);
  await ctx.sessions.endAll(user.id);
  await ctx.savedBuilds.deleteAccountKeepingBuilds(user.id);
  await ctx.mailer.send(accountDeletedMail(user.email, user.username));
  return { message: MESSAGES.accountDeleted };
}
