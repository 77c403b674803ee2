import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ACCOUNT_KEY } from '../account/account';

/**
 * The SWR keys of the caller's saved builds. Several screens read them (the planner's names and
 * slots, My Builds' cards, the Account page's count); after any save or delete they are all
 * asked again, so no screen shows a count or a card that no longer exists.
 */

/** `GET /api/my-builds`: My Builds' cards. */
export const MY_BUILDS_KEY = '/api/my-builds';
/** `GET /api/saved-builds`: the caller's builds by name (the planner's notice and limit check). */
export const SAVED_BUILD_NAMES_KEY = '/api/saved-builds';
/** `GET /api/saved-build-count`: slots used. */
export const SAVED_BUILD_COUNT_KEY = '/api/saved-build-count';

const SAVED_BUILD_KEYS: readonly string[] = [
  MY_BUILDS_KEY,
  SAVED_BUILD_NAMES_KEY,
  SAVED_BUILD_COUNT_KEY,
  ACCOUNT_KEY,
];

/**
 * A function that refetches every cached answer about the caller's saved builds (in the SWR
 * cache of the calling component's provider, so stories and tests stay isolated).
 */
export function useRefreshSavedBuilds(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => typeof key === 'string' && SAVED_BUILD_KEYS.includes(key));
  }, [mutate]);
}
