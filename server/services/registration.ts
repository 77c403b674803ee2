import { randomUUID } from 'node:crypto';
import { emailKey, usernameKey } from '../../src/api/contract/accountRules';
import type { RegisterRequest, VerifySignupRequest } from '../../src/api/contract/auth';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { isUniqueViolation } from '../db/constraintErrors';
import type { UserRow } from '../repositories/userRepository';
import { ConflictError, InvalidRequestError } from './errors';
import {
  ACCOUNT_MESSAGES,
  codeRefusal,
  sendOrRefuse,
  type AccountContext,
  type Caller,
} from './accountContext';
import { mailboxKey } from './mailBudget';
import { refuseWeakPassword } from './passwordStrength';
import { registrationAttemptMail, signupCodeMail } from './mailMessages';
import { DAY_MS, isoTime } from './secrets';
import type { LoggedIn } from './login';
import { THROTTLE_RULES } from './throttle';
import { isLookAlikeRace, refuseLookAlikeUsername } from './usernames';
import type { MessageResponse } from '../../src/api/contract/message';

/**
 * Registration: `register` mails a code, `verifySignup` checks it and creates the account.
 * An email that already has an account gets the same answer as a new one; its owner is mailed
 * instead, so the form cannot be used to find out who has an account. A sign-up that is never
 * verified expires after 24 hours.
 */

const PENDING_SIGNUP_LIFETIME_MS = DAY_MS;

/** `POST /api/auth/register`. */
export async function register(
  ctx: AccountContext,
  request: RegisterRequest,
  caller: Caller,
): Promise<MessageResponse> {
  await ctx.throttle.hit(THROTTLE_RULES.registerPerAddress, caller.ip);
  await ctx.botCheck.verify(request.recaptchaToken, 'register', caller.ip);
  await refuseWeakPassword(request.password, request);
  const nameKey = usernameKey(request.username);
  if (await ctx.users.findByUsernameKey(nameKey)) {
    throw new ConflictError(MESSAGES.usernameTaken);
  }
  await refuseLookAlikeUsername(ctx, request.username);
  const mailKey = emailKey(request.email);
  await ctx.throttle.hit(THROTTLE_RULES.codeMailsPerMinute, `signup:${mailboxKey(mailKey)}`);
  await ctx.throttle.hit(THROTTLE_RULES.codeMailsPerHour, `signup:${mailboxKey(mailKey)}`);
  // Hashed in both cases, so both take the same time.
  const passwordHash = await ctx.passwords.hash(request.password);
  const owner = await ctx.users.findByEmailKey(mailKey);
  if (owner) {
    // Both branches mail the same address, so a spent budget answers both alike.
    await sendOrRefuse(ctx, registrationAttemptMail(owner.email, owner.username));
    return { message: MESSAGES.codeSent };
  }
  const now = Date.now();
  const id = randomUUID();
  await ctx.pendingSignups.replace({
    id,
    username: request.username,
    username_key: nameKey,
    email: request.email,
    email_key: mailKey,
    password_hash: passwordHash,
    created_at: isoTime(0, now),
    expires_at: isoTime(PENDING_SIGNUP_LIFETIME_MS, now),
  });
  const code = await ctx.codes.issue({ pendingSignupId: id }, 'signup');
  await sendOrRefuse(ctx, signupCodeMail(request.email, request.username, code));
  return { message: MESSAGES.codeSent };
}

/** `POST /api/auth/verify-signup`: the new account, logged in. */
export async function verifySignup(
  ctx: AccountContext,
  request: VerifySignupRequest,
  caller: Caller,
): Promise<LoggedIn> {
  await ctx.throttle.hit(THROTTLE_RULES.codeChecksPerAddress, caller.ip);
  if (request.recaptchaToken !== undefined) {
    await ctx.botCheck.verify(request.recaptchaToken, 'register', caller.ip);
  }
  const pending = await ctx.pendingSignups.findLive(
    usernameKey(request.username),
    emailKey(request.email),
    isoTime(),
  );
  if (!pending || !(await ctx.passwords.verify(pending.password_hash, request.password))) {
    throw new InvalidRequestError(MESSAGES.invalidCode);
  }
  const check = await ctx.codes.check({ pendingSignupId: pending.id }, ['signup'], request.code);
  if (!check.ok) throw codeRefusal(check);

  let user: UserRow;
  try {
    user = await ctx.users.create({
      id: randomUUID(),
      username: pending.username,
      usernameKey: pending.username_key,
      email: pending.email,
      emailKey: pending.email_key,
      passwordHash: pending.password_hash,
      createdAt: isoTime(),
    });
  } catch (error) {
    // Two sign-ups raced for one name, look or address: the unique indexes decided.
    if (!isUniqueViolation(error)) throw error;
    if (await ctx.users.findByUsernameKey(pending.username_key)) {
      throw new ConflictError(MESSAGES.usernameTaken);
    }
    throw new ConflictError(
      (await isLookAlikeRace(ctx, pending.username))
        ? MESSAGES.usernameLookAlike
        : ACCOUNT_MESSAGES.emailTaken,
    );
  }
  await ctx.pendingSignups.delete(pending.id);
  // Registering logs in like a login with "Remember me" (the login form's default).
  const started = await ctx.sessions.start(user.id, true);
  await ctx.users.recordLogin(user.id, started.session.created_at);
  return { user, started, device: await ctx.loginTrust.issueDevice(user.username_key) };
}
