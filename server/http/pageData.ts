import { newsItemSchema } from '../../src/api/contract/news';
import type { PageData } from '../../src/api/contract/pageData';
import type { SitePageEntry } from '../../src/app/pages';
import type { NewsService } from '../services/news';
import type { PageDataReader } from './pageHtml';

type PageDataKind = NonNullable<SitePageEntry['pageData']>;

/**
 * What the server reads for a page it renders with data (src/app/pages.ts `pageData`): for
 * /news, the feed's items that match the contract, as the browser's own check of `/news.json`
 * keeps them (src/api/news/validNewsItems.ts), since the browser takes these as they come.
 */
export function pageDataReader(news: NewsService): PageDataReader {
  // One kind so far ('news'); a new kind is a type error here until it is read.
  const readers: Record<PageDataKind, () => Promise<PageData>> = {
    news: async () => ({
      news: (await news.feed()).filter((item) => newsItemSchema.safeParse(item).success),
    }),
  };
  return (kind) => readers[kind]();
}
