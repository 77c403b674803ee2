import { MESSAGES } from '../../src/api/contract/auth';
import { HttpError } from '../http/httpError';
import type { PendingSignupRepository } from '../repositories/pendingSignupRepository';
import type { ResetTokenRepository } from '../repositories/resetTokenRepository';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import type { UserRepository, UserRow } from '../repositories/userRepository';
import type { User } from '../../src/api/contract/auth';
import type { BotCheck } from './botCheck';
import type { CodeCheck, CodeService } from './codes';
import type { LoginTrust } from './loginTrust';
import type { Mailer } from './mail';
import type { PasswordHasher } from './passwords';
import type { SessionService } from './sessions';
import type { Throttle } from './throttle';

/** Everything the account flows use, built once by `createAccountServices`. */
export interface AccountContext {
  users: UserRepository;
  pendingSignups: PendingSignupRepository;
  resetTokens: ResetTokenRepository;
  /** The account's saved builds: how many, and keeping them when the account is deleted. */
  savedBuilds: Pick<SavedBuildRepository, 'count' | 'deleteAccountKeepingBuilds'>;
  sessions: SessionService;
  codes: CodeService;
  throttle: Throttle;
  mailer: Mailer;
  botCheck: BotCheck;
  passwords: PasswordHasher;
  loginTrust: LoginTrust;
}

/** Who is asking: the client's address and, when logged in, the session. */
export interface Caller {
  ip: string;
  sessionId?: string | undefined;
}

/** Messages of ours that the contract's MESSAGES does not list (server-only situations). */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'That email address already belongs to another account.',
  sameEmail: 'That is already your email address.',
  onlyOwnPassword: 'You can only change the password of your own account.',
  resetExpired: 'This password reset has expired or was already used. Please request a new code.',
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

/** 400 for a refused code: wrong or expired, or too many tries. */
export function codeRefusal(check: Exclude<CodeCheck, { ok: true }>): HttpError {
  return new HttpError(
    400,
    check.reason === 'too-many' ? MESSAGES.tooManyCodeTries : MESSAGES.invalidCode,
  );
}
