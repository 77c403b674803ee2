import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The account tables of migration 0003 as Kysely sees them. They are added to the shared
 * `Database` type with `$extendTables`, so the account repositories are typed without every other
 * part of the server seeing tables it never touches.
 */

/** 'system' is the `anonymous` user: it owns what deleted accounts leave behind, never logs in. */
type UserRole = 'user' | 'admin' | 'system';

export interface UsersTable {
  id: string;
  username: string;
  /** `usernameKey(username)`: unique, so names differing only in case are one account. */
  username_key: string;
  /** `usernameSkeleton(username)` (migration 0015): unique, so no name imitates another. */
  username_skeleton: string | null;
  email: string;
  /** `emailKey(email)`: unique. */
  email_key: string;
  /** argon2id PHC string; null for the system user. */
  password_hash: string | null;
  role: UserRole;
  avatar_url: string | null;
  created_at: string;
  last_login_at: string | null;
  previous_login_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie token. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** 1: remember me (14 days); 0: browser session, also ended after 24 h idle. */
  remember: number;
}

export interface PendingSignupsTable {
  id: string;
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  password_hash: string;
  created_at: string;
  expires_at: string;
}

export type CodePurpose = 'signup' | 'change_email' | 'reset_password' | 'change_password';

export interface VerificationCodesTable {
  id: string;
  purpose: CodePurpose;
  user_id: string | null;
  pending_signup_id: string | null;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
  payload: string | null;
}

export type ResetPurpose = 'reset_password' | 'change_password';

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  purpose: ResetPurpose;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** An email change's undo link (migration 0016): only the token's SHA-256 is kept. */
export interface EmailChangeUndosTable {
  id: string;
  user_id: string;
  /** The address the link puts back. */
  old_email: string;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

interface ThrottleCountersTable {
  bucket: string;
  window_start: string;
  count: number;
  expires_at: string;
}

interface SpentBotCheckTokensTable {
  token_hash: string;
  expires_at: string;
}

/** Keys generated once and shared by every server process (migration 0015). */
interface ServerSecretsTable {
  name: string;
  value: string;
}

/** The tables migration 0003 adds, 0015's shared keys and 0016's undo links. */
// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
export type AccountTables = {
  users: UsersTable;
  sessions: SessionsTable;
  pending_signups: PendingSignupsTable;
  verification_codes: VerificationCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  throttle_counters: ThrottleCountersTable;
  spent_bot_check_tokens: SpentBotCheckTokensTable;
  email_change_undos: EmailChangeUndosTable;
  server_secrets: ServerSecretsTable;
};

/** A database handle that knows the account tables. */
export type AccountDb = Kysely<Database & AccountTables>;

/** The same connection, typed with the account tables. */
export function accountDb(db: Kysely<Database>): AccountDb {
  return db.$extendTables<AccountTables>();
}
