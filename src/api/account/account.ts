import useSWR from 'swr';
import type { Account } from '../contract/auth';
import { requestJson } from '../requestJson';
import { refreshedAfterChanges } from '../swrConfig';

/** The spec's text (§8) when the account cannot be read. */
export const FETCH_ACCOUNT_FAILED = 'Failed to fetch account info';

/** The SWR key of the account details (cleared on logout, refreshed after a change). */
export const ACCOUNT_KEY = '/api/account';

/**
 * The answer's schema, with zod, loaded for an answer to check: the planner's save dialogs refresh
 * this key, which must not bring the account forms' contract into its load.
 */
const accountSchema = () => import('../contract/auth').then((contract) => contract.accountSchema);

/** `GET /api/account`: the logged-in player's account; failures are logged as 'Query error'. */
async function fetchAccount(): Promise<Account> {
  try {
    return await requestJson(ACCOUNT_KEY, {
      schema: accountSchema,
      fallbackMessage: FETCH_ACCOUNT_FAILED,
    });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * The account details, cached by SWR with the spec's rules (never stale, no retries). Pass
 * `enabled = false` while nobody is logged in so no request is made.
 */
export function useAccount(enabled = true) {
  return useSWR<Account, Error>(enabled ? ACCOUNT_KEY : null, fetchAccount, refreshedAfterChanges);
}
