import { useMemo } from 'react';
import { preload } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { PublicBuildsFilters } from '../contract/publicBuilds';
import { useFirstScreenAnswer } from '../servedAnswers/servedAnswers';
import type { PublicBuildsResponse } from '../contract/publicBuildCards';
import { fetchPublicBuilds, publicBuildsUrl } from './publicBuildsRequest';

/**
 * The community list for these filters, one SWR page per 12 cards: `setSize(size + 1)` asks for
 * the next page, and no page is asked for after one whose `nextPage` is null. Other filters are
 * another list (it starts again at page 1). Pages already read are never asked again (spec §9:
 * never stale, no refetch). The page's served answer for the first page is that page while the
 * player is on the screen it was served for: shown at once, without a request or zod.
 * `shown` false holds the list as loading without asking (while the browser takes over the
 * server's HTML); a first page that was not served is then fetched ahead, and read once shown,
 * unless `fetchAhead` is false (filters not yet known to be asked as they are).
 */
export function usePublicBuilds(filters: PublicBuildsFilters, shown = true, fetchAhead = true) {
  const firstPage = publicBuildsUrl(filters, 1);
  const served = useFirstScreenAnswer(firstPage) as PublicBuildsResponse | undefined;
  // One array per answer: a new one each render would be a new list each render.
  const servedPages = useMemo(() => (served === undefined ? undefined : [served]), [served]);
  if (!shown && fetchAhead && served === undefined && typeof window !== 'undefined') {
    preloadPage(firstPage);
  }
  return useSWRInfinite<PublicBuildsResponse, Error>(
    (index: number, previous: PublicBuildsResponse | null) =>
      !shown || (previous !== null && previous.nextPage === null)
        ? null
        : publicBuildsUrl(filters, index + 1),
    // Loading more reads the pages before it again, and the served page is in no cache of
    // SWR's (only its fallback): it is answered as served, not asked for.
    (url: string) =>
      url === firstPage && served !== undefined ? Promise.resolve(served) : fetchPublicBuilds(url),
    // The app's SWR settings apply; a page once read is not asked again when the next one loads.
    {
      revalidateFirstPage: false,
      revalidateAll: false,
      ...(shown && servedPages !== undefined ? { fallbackData: servedPages } : {}),
    },
  );
}

/**
 * Starts fetching the page at `url` (once per address), for `usePublicBuilds` to read when it
 * asks: the request goes out before the list may take it in.
 */
function preloadPage(url: string): void {
  void preload(url, fetchPublicBuilds).catch(() => undefined);
}
