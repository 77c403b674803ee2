import { usernameKey } from '../../src/api/contract/accountRules';
import type { LoginRequest } from '../../src/api/contract/auth';
import { MESSAGES } from '../../src/api/contract/authTexts';
import type { SecondStep } from '../../src/api/contract/twoStep';
import type { UserRow } from '../repositories/userRepository';
import { NotAuthenticatedError, TooManyRequestsError } from './errors';
import type { AccountContext, Caller } from './accountContext';
import type { StartedSession } from './sessions';
import { THROTTLE_RULES } from './throttle';
import { secondStepTicket } from './twoStepLogin';

/** A login that worked: the session, and the device cookie for the browser to keep. */
export interface LoggedIn {
  user: UserRow;
  started: StartedSession;
  device: string;
}

/** The login's password check as the form sees it: the typed fields and what the browser carries. */
export type LoginAttempt = Required<Omit<LoginRequest, 'stepUpToken'>> &
  Pick<LoginRequest, 'stepUpToken'> & {
    /** The device cookie the browser sent, if any. */
    deviceCookie: string | undefined;
  };

/** Past the account-wide ceiling, an unknown browser must have solved the harder check. */
async function passCeiling(ctx: AccountContext, key: string, stepUpToken?: string): Promise<void> {
  const reached = await ctx.throttle.check(THROTTLE_RULES.loginFailuresPerAccount, key).then(
    () => false,
    (error: unknown) => {
      if (error instanceof TooManyRequestsError) return true;
      throw error;
    },
  );
  if (!reached) return;
  if (stepUpToken === undefined || !(await ctx.loginTrust.passesStepUp(stepUpToken))) {
    throw new NotAuthenticatedError(MESSAGES.loginStepUp);
  }
}

/**
 * `POST /api/auth/login`. One answer for an unknown username and a wrong password, taking the
 * same time (an unknown user is checked against a dummy hash). The system user has no password
 * and can never log in. Failures are counted per device (a browser with a device cookie of the
 * account) or per (account, address), and per account; see throttle.ts for why that cannot lock
 * the owner out. An account with two-step sign-in gets a ticket for its second step instead.
 */
export async function login(
  ctx: AccountContext,
  request: LoginAttempt,
  caller: Caller,
): Promise<LoggedIn | SecondStep> {
  await ctx.throttle.hit(THROTTLE_RULES.loginPerAddress, caller.ip);
  await ctx.botCheck.verify(request.recaptchaToken, 'login', caller.ip);
  const key = usernameKey(request.username);
  const device = await ctx.loginTrust.deviceOf(request.deviceCookie, key);
  const [failureRule, failureSubject] = device
    ? [THROTTLE_RULES.loginFailuresPerDevice, device]
    : [THROTTLE_RULES.loginFailuresPerAccountAddress, `${key}|${caller.ip}`];
  await ctx.throttle.check(failureRule, failureSubject);
  if (!device) await passCeiling(ctx, key, request.stepUpToken);

  const user = await ctx.users.findByUsernameKey(key);
  const passwordHash = user?.role === 'system' ? null : (user?.password_hash ?? null);
  const ok =
    passwordHash === null
      ? (await ctx.passwords.verifyNothing(request.password), false)
      : await ctx.passwords.verify(passwordHash, request.password);
  if (!user || !ok) {
    await ctx.throttle.count(failureRule, failureSubject);
    await ctx.throttle.count(THROTTLE_RULES.loginFailuresPerAccount, key);
    throw new NotAuthenticatedError(MESSAGES.loginFailed);
  }
  // Two-step sign-in hook: with an authenticator app, the right password earns a ticket for
  // the second step (twoStepLogin.ts), not a session.
  const secondStep = await secondStepTicket(ctx, user, request.rememberMe);
  if (secondStep) return secondStep;
  // End of the two-step sign-in hook.
  const started = await ctx.sessions.start(user.id, request.rememberMe);
  await ctx.users.recordLogin(user.id, started.session.created_at);
  return { user, started, device: await ctx.loginTrust.issueDevice(key) };
}

/**
 * The current-password check of a logged-in form (email, password, deletion): a failure counts
 * as a failed login and, per account, as a wrong current password (10 an hour), so a stolen
 * session cannot guess it for ever, while strangers failing logins never block this check.
 */
export async function checkCurrentPassword(
  ctx: AccountContext,
  user: UserRow,
  password: string,
  caller: Caller,
): Promise<boolean> {
  const pairSubject = `${user.username_key}|${caller.ip}`;
  await ctx.throttle.check(THROTTLE_RULES.loginFailuresPerAccountAddress, pairSubject);
  await ctx.throttle.check(THROTTLE_RULES.currentPasswordFailuresPerAccount, user.id);
  const ok =
    user.password_hash !== null && (await ctx.passwords.verify(user.password_hash, password));
  if (!ok) {
    await ctx.throttle.count(THROTTLE_RULES.loginFailuresPerAccountAddress, pairSubject);
    await ctx.throttle.count(THROTTLE_RULES.loginFailuresPerAccount, user.username_key);
    await ctx.throttle.count(THROTTLE_RULES.currentPasswordFailuresPerAccount, user.id);
  }
  return ok;
}
