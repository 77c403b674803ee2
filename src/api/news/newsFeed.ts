import { useMemo } from 'react';
import useSWR from 'swr';
import { newsItemSchema, type NewsItem } from '../contract/news';

/** `GET /news.json`: every news item, newest first (spec §6), served from the database. */
export const NEWS_FEED_PATH = '/news.json';

/**
 * The items of an answer that match the contract; anything else is left out, so one bad row
 * never hides the others.
 */
export function validNewsItems(answer: unknown): NewsItem[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((raw) => {
    const parsed = newsItemSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What /news shows: the items, and whether the first answer is still on its way. */
export interface NewsFeed {
  items: readonly NewsItem[];
  isLoading: boolean;
}

/**
 * The news feed through the site's fetcher (which logs a failure as 'Query error'). A failed
 * read is an empty list (spec §8: "news failure silently yields an empty list"): news is a
 * pleasure, never a reason to show an error.
 */
export function useNewsFeed(): NewsFeed {
  const { data, isLoading } = useSWR<unknown, Error>(NEWS_FEED_PATH);
  const items = useMemo(() => validNewsItems(data), [data]);
  return { items, isLoading };
}
