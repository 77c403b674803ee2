import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { NewsItem } from '../contract/news';
import { useServedAnswer } from '../servedAnswers/servedAnswers';

/** `GET /news.json`: every news item, newest first (spec §6), served from the database. */
export const NEWS_FEED_PATH = '/news.json';

/**
 * What the news says when there is none to show and no filter is chosen, on /news and Home (a
 * failed read looks the same: spec §8). Beside the feed: Home shows it without the news texts.
 */
export const NO_NEWS_TEXT = 'No news to show right now.';

/** What checks the answer's items (see validNewsItems.ts). */
type ItemCheck = (answer: unknown) => NewsItem[];

/**
 * The items' check with zod, loaded when the feed is first asked for, in parallel with the
 * request rather than before the page's first screen. A check that cannot be loaded leaves every
 * item out, like a failed read.
 */
let checkLoading: Promise<ItemCheck> | null = null;
/** The check once loaded: a later visit to the page shows its cached items at once. */
let checkLoaded: ItemCheck | null = null;
function loadItemCheck(): Promise<ItemCheck> {
  checkLoading ??= import('./validNewsItems')
    .then(
      ({ validNewsItems }) => validNewsItems,
      (): ItemCheck => () => [],
    )
    .then((check) => (checkLoaded = check));
  return checkLoading;
}

/** The items' check once loaded; null until then, and while it is not `needed`. */
function useItemCheck(needed: boolean): ItemCheck | null {
  // Asked for as the page first renders (once per page load), so it downloads beside the page's
  // first commit and the feed's request instead of after them.
  const loading = needed ? loadItemCheck() : null;
  const [check, setCheck] = useState<{ run: ItemCheck } | null>(() =>
    checkLoaded ? { run: checkLoaded } : null,
  );
  useEffect(() => {
    if (!loading) return;
    let current = true;
    void loading.then((run) => {
      if (current) setCheck({ run });
    });
    return () => {
      current = false;
    };
  }, [loading]);
  return check?.run ?? null;
}

/** What /news shows: the items, and whether the first answer is still on its way. */
export interface NewsFeed {
  items: readonly NewsItem[];
  isLoading: boolean;
}

/**
 * The news feed through the site's fetcher (which logs a failure as 'Query error'), its items
 * checked against the contract before they are shown. A failed read is an empty list (spec §8:
 * "news failure silently yields an empty list"): news is a pleasure, never a reason to show an
 * error. A page the server rendered starts from the items it rendered (the feed's answer, served
 * with the page: contract/servedAnswers.ts), so the first render is the server's and nothing
 * waits. As for any data the site has read (swrConfig.ts), it is not read again.
 */
export function useNewsFeed(): NewsFeed {
  const rendered = useServedAnswer(NEWS_FEED_PATH) as readonly NewsItem[] | undefined;
  const { data, isLoading } = useSWR<unknown, Error>(NEWS_FEED_PATH);
  const check = useItemCheck(!rendered);
  const items = useMemo(() => {
    if (rendered && data === rendered) return rendered;
    return check && data !== undefined ? check(data) : [];
  }, [check, data, rendered]);
  if (rendered && data === rendered) return { items, isLoading: false };
  // An answer waiting for its check is still loading: the list does not flash 'empty'.
  return { items, isLoading: isLoading || (data !== undefined && check === null) };
}
