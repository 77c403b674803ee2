import { newsItemSchema } from '../../src/api/contract/news';
import type { PageData } from '../../src/api/contract/pageData';
import { savedBuildSchema } from '../../src/api/contract/savedBuilds';
import type { SitePageEntry } from '../../src/app/pages';
import { idOrUrlParamSchema } from '../routes/savedBuilds';
import type { NewsService } from '../services/news';
import type { SavedBuildService } from '../services/savedBuilds';
import type { PageDataReader } from './pageHtml';

type PageDataKind = NonNullable<SitePageEntry['pageData']>;

/** What the pages' data is read from: the services their own API calls use. */
export interface PageDataSources {
  news: Pick<NewsService, 'feed'>;
  savedBuilds: Pick<SavedBuildService, 'open'>;
}

/** The build key of a viewer address (`/build-viewer/{key}`), decoded; null if it has none. */
function viewerKeyOf(pathname: string): string | null {
  const match = /^\/build-viewer\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * What the server reads for a page it renders with data (src/app/pages.ts `pageData`), checked
 * against the contract, since the browser takes it as it comes:
 * - `news` (/news): the feed's items that match the contract, as the browser's own check of
 *   `/news.json` keeps them (src/api/news/validNewsItems.ts);
 * - `viewerBuild` (/build-viewer/{key}): the answer `GET /api/saved-builds/{key}` gives a
 *   visitor, marked viewed as that call marks it. Only what anyone may see: a Private or
 *   Restricted build, even its owner's, is left to the API call, which knows who asks (the page
 *   is the same for everyone, and cached).
 */
export function pageDataReader({ news, savedBuilds }: PageDataSources): PageDataReader {
  // A new kind is a type error here until it is read.
  const readers: Record<PageDataKind, (pathname: string) => Promise<PageData>> = {
    news: async () => ({
      news: (await news.feed()).filter((item) => newsItemSchema.safeParse(item).success),
    }),
    viewerBuild: async (pathname) => {
      const key = idOrUrlParamSchema.safeParse(viewerKeyOf(pathname));
      if (!key.success) return {};
      const answer = savedBuildSchema.safeParse(await savedBuilds.open(key.data, null));
      return answer.success ? { viewerBuild: answer.data } : {};
    },
  };
  return (kind, pathname) => readers[kind](pathname);
}
