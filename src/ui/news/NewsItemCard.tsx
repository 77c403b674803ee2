import { Card } from '../Card';
import { ChipList } from '../Chip';
import { calendarDateLabel } from '../calendarDate';

/**
 * What a card shows: a news item as /news.json gives it (src/api/contract/news.ts's NewsItem,
 * restated here because src/ui draws only what it is handed and reads no contract).
 */
export interface NewsCardItem {
  /** YYYY-MM-DD. */
  date: string;
  tagline: string;
  imageUrl: string;
  linkUrl: string;
  keywords: readonly string[];
}

/** The images' drawn size (our SVGs are 640×360): set, so the page never shifts as they load. */
const NEWS_IMAGE_WIDTH = 640;
const NEWS_IMAGE_HEIGHT = 360;

/** `2026-10-06` → `October 6, 2026`: the item's calendar day, the same in every time zone. */
export function newsDateLabel(date: string): string {
  return calendarDateLabel(date);
}

/**
 * One news item (spec §2 News): image, date and tagline as one external link opening in a new
 * tab, then its keyword chips. Props only, so /news and the desk's editor preview draw it alike.
 * `eager` is for the items above the fold; the others' images load as they near the viewport.
 */
export function NewsItemCard({ item, eager = false }: { item: NewsCardItem; eager?: boolean }) {
  return (
    <Card as="article" interactive className="flex h-full flex-col overflow-hidden">
      <a
        href={item.linkUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="group flex flex-1 flex-col rounded-t-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-spice-400"
      >
        <img
          src={item.imageUrl}
          alt=""
          width={NEWS_IMAGE_WIDTH}
          height={NEWS_IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-video w-full bg-sand-950 object-cover"
        />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <time dateTime={item.date} className="text-xs font-semibold tracking-wide text-spice-300">
            {newsDateLabel(item.date)}
          </time>
          <p className="font-display text-lg leading-snug text-sand-50 group-hover:text-spice-100">
            {item.tagline}
            <span className="sr-only"> (opens in a new tab)</span>
          </p>
        </div>
      </a>
      <div className="px-5 pb-5">
        <ChipList label="Keywords" items={item.keywords} />
      </div>
    </Card>
  );
}
