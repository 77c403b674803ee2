import type { SWRConfiguration } from 'swr';
import { fetcher } from './fetcher';

/**
 * The spec's caching rules: data is never stale, never refetched on focus or reconnect, never
 * polled and never retried. Game data changes only with a deploy, so one fetch per page load is
 * enough; a failed fetch shows its error state instead of retrying behind the visitor's back.
 */
export const swrConfig = {
  fetcher,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  // Requests for the same key within a day share one answer.
  dedupingInterval: 24 * 60 * 60 * 1000,
  focusThrottleInterval: 24 * 60 * 60 * 1000,
} as const satisfies SWRConfiguration;

/**
 * For answers about the player's own data that another screen can change (saved builds, the
 * account's count). Screens refresh them after a change with `mutate`, but a screen not shown at
 * that moment keeps its cached answer, and with `revalidateIfStale: false` it would show it again
 * when it comes back (the planner offering the limit dialog after My Builds freed a slot). With
 * this, a hook that mounts asks again; SWR's 24 h deduping still answers from the cache unless a
 * `mutate` has dropped the key's request since, so unchanged data costs no extra request.
 * Stories that set `revalidateOnMount: false` still never fetch.
 */
export const refreshedAfterChanges = {
  revalidateIfStale: true,
} as const satisfies SWRConfiguration;
