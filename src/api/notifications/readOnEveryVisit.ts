import type { SWRConfiguration } from 'swr';

/**
 * For the notifications page's reads: asked again each time the page mounts rather than answered
 * from the site's day-long cache; hooks mounting together still share one request.
 */
export const readOnEveryVisit = {
  revalidateOnMount: true,
  dedupingInterval: 2_000,
} as const satisfies SWRConfiguration;
