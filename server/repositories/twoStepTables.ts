import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountTables } from './accountTables';

/**
 * The two-step sign-in tables of migration 0020 as Kysely sees them, added with `$extendTables`
 * (as the account tables are) beside the account tables they refer to.
 */

export interface TwoStepFactorsTable {
  user_id: string;
  /** The base32 TOTP secret: shown once during setup, never served again. */
  secret: string;
  created_at: string;
  /** Null until the first code confirmed the setup. */
  confirmed_at: string | null;
  /** The TOTP step of the last code accepted; older steps and this one are refused. */
  last_used_step: number;
}

interface TwoStepRecoveryCodesTable {
  /** sha256 (hex) of the account id and the normalised code. */
  code_hash: string;
  user_id: string;
  created_at: string;
  used_at: string | null;
}

export interface TwoStepTicketsTable {
  /** sha256 (hex) of the ticket the client holds. */
  id: string;
  user_id: string;
  /** The login's remember-me, carried to the session the second step starts. */
  remember: number;
  /** Wrong codes sent with this ticket. */
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
export type TwoStepTables = {
  two_step_factors: TwoStepFactorsTable;
  two_step_recovery_codes: TwoStepRecoveryCodesTable;
  two_step_tickets: TwoStepTicketsTable;
};

/** A database handle that knows the two-step tables. */
export type TwoStepDb = Kysely<Database & AccountTables & TwoStepTables>;

/** The same connection, typed with the two-step tables. */
export function twoStepDb(db: Kysely<Database>): TwoStepDb {
  return db.$extendTables<AccountTables & TwoStepTables>();
}
