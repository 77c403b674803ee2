import { MESSAGES } from '../../src/api/contract/authTexts';
import type { EmailUndoRepository } from '../repositories/emailUndoRepository';
import type { PendingSignupRepository } from '../repositories/pendingSignupRepository';
import type { ResetTokenRepository } from '../repositories/resetTokenRepository';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import type { TwoStepRepository } from '../repositories/twoStepRepository';
import type { UserRepository, UserRow } from '../repositories/userRepository';
import { InvalidRequestError } from './errors';
import type { BotCheck } from './botCheck';
import type { CodeCheck, CodeService } from './codes';
import type { LoginTrust } from './loginTrust';
import type { Mailer, MailMessage } from './mail';
import { mailRefusalError } from './mailBudget';
import type { PasswordHasher } from './passwords';
import type { SessionService } from './sessions';
import type { Throttle } from './throttle';
import type { User } from '../../src/api/contract/user';

/** Everything the account flows use, built once by `createAccountServices`. */
export interface AccountContext {
  users: UserRepository;
  pendingSignups: PendingSignupRepository;
  resetTokens: ResetTokenRepository;
  emailUndos: EmailUndoRepository;
  /** The site's origin (`https://example.org`), for the links in mails. */
  siteOrigin: string;
  /** The account's saved builds: how many, and keeping them when the account is deleted. */
  savedBuilds: Pick<SavedBuildRepository, 'count' | 'deleteAccountKeepingBuilds'>;
  sessions: SessionService;
  codes: CodeService;
  throttle: Throttle;
  mailer: Mailer;
  botCheck: BotCheck;
  passwords: PasswordHasher;
  /** Two-step sign-in: authenticator secrets, recovery codes and login tickets. */
  twoStep: TwoStepRepository;
  loginTrust: LoginTrust;
}

/** Who is asking: the client and, when logged in, the session. */
export interface Caller {
  /** The client key every per-client limit counts under (an IPv6 address counts as its /64). */
  ip: string;
  sessionId?: string | undefined;
}

/** Messages of ours that the contract's MESSAGES does not list (server-only situations). */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'That email address already belongs to another account.',
  sameEmail: 'That is already your email address.',
  onlyOwnPassword: 'You can only change the password of your own account.',
  resetExpired: 'This password reset has expired or was already used. Please request a new code.',
  undoAddressTaken:
    'Every session of your account has ended, but your old email address now belongs to another account, so it could not be put back. Tell us on the Feedback page.',
} as const;

/** The user as the API shows it (never the hash, never internal ids). */
export function toUser(row: UserRow): User {
  return {
    username: row.username,
    email: row.email,
    // The system user never has a session, so it is never shown.
    role: row.role === 'admin' ? 'admin' : 'user',
    avatarUrl: row.avatar_url,
  };
}

/** The refusal of a code: wrong or expired, or too many tries. */
export function codeRefusal(check: Exclude<CodeCheck, { ok: true }>): InvalidRequestError {
  return new InvalidRequestError(
    check.reason === 'too-many' ? MESSAGES.tooManyCodeTries : MESSAGES.invalidCode,
  );
}

/** Sends a mail the answer depends on: nothing sent (a spent budget) is the caller's error. */
export async function sendOrRefuse(ctx: AccountContext, message: MailMessage): Promise<void> {
  const refusal = await ctx.mailer.send(message);
  if (refusal) throw mailRefusalError(refusal);
}
