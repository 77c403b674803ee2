import type { NewsItem } from '../../api/contract/news';
import { NEWS_ITEMS_PER_ROW, NEWS_TEXTS } from '../../api/contract/newsTexts';
import { NO_NEWS_TEXT } from '../../api/news/newsFeed';
import { NewsItemCard } from '../../ui/news/NewsItemCard';
import { Spinner } from '../../ui/Spinner';
import { useProgressiveCount } from './useProgressiveCount';

/**
 * The news items, newest first as given, 2 per row (1 on phones), shown a few rows at a time
 * (useProgressiveCount). The first row's images load at once; the rest as they near the viewport.
 */
export function NewsList({
  items,
  isLoading,
  filtered,
}: {
  items: readonly NewsItem[];
  isLoading: boolean;
  /** Whether a filter is chosen: an empty list then says nothing matches. */
  filtered: boolean;
}) {
  const { count, sentinelRef } = useProgressiveCount(items.length);
  if (isLoading) return <Spinner label="Loading news…" />;
  if (items.length === 0) {
    return (
      <p role="status" className="py-12 text-center text-sand-300">
        {filtered ? NEWS_TEXTS.empty : NO_NEWS_TEXT}
      </p>
    );
  }
  return (
    <>
      <ul aria-label="News" className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {items.slice(0, count).map((item, index) => (
          <li key={`${item.date} ${item.linkUrl} ${item.tagline}`}>
            <NewsItemCard item={item} eager={index < NEWS_ITEMS_PER_ROW} />
          </li>
        ))}
      </ul>
      {count < items.length ? <div ref={sentinelRef} aria-hidden="true" className="h-px" /> : null}
    </>
  );
}
