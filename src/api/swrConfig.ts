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
