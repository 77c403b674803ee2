import { NO_NEWS_TEXT, useNewsFeed } from '../../api/news/newsFeed';
import type { NewsItem } from '../../api/contract/news';
import { NewsItemCard } from '../../ui/news/NewsItemCard';
import { Spinner } from '../../ui/Spinner';
import { HomeSection } from './HomeSection';

/** How many of the newest items Home shows. */
const HOME_NEWS_SHOWN = 3;

/** Props of Home's news. */
export interface HomeNewsViewProps {
  items: readonly NewsItem[];
  isLoading: boolean;
}

/**
 * The latest news items as /news draws them, and the way to /news. A failed feed reads as no
 * news (spec §8: news is never a reason to show an error).
 */
export function HomeNewsView({ items, isLoading }: HomeNewsViewProps) {
  return (
    <HomeSection
      id="home-news"
      title="Latest news"
      intro="Patch notes, updates and community posts about Dune: Awakening."
      more={{ to: '/news', label: 'All news' }}
    >
      {isLoading ? (
        <div className="min-h-72">
          <Spinner label="Loading news…" />
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-sand-700/80 p-5 text-sand-300">{NO_NEWS_TEXT}</p>
      ) : (
        <ul aria-label="Latest news" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {items.slice(0, HOME_NEWS_SHOWN).map((item) => (
            <li key={`${item.date} ${item.linkUrl} ${item.tagline}`} className="min-w-0">
              <NewsItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** Home's news, read from the feed the page was served with. */
export function HomeNews() {
  const { items, isLoading } = useNewsFeed();
  return <HomeNewsView items={items} isLoading={isLoading} />;
}
