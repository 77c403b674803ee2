import { filtersFromParams, queryForFilters } from '../../src/api/contract/communityFilters';
import { handedOverBuildData, readHandedOverValue } from '../../src/api/contract/handedOverBuild';
import { newsItemSchema } from '../../src/api/contract/news';
import type { OpenedViewerBuild, PageData } from '../../src/api/contract/pageData';
import { publicBuildsQuerySchema } from '../../src/api/contract/publicBuilds';
import { savedBuildSchema, type SavedBuild } from '../../src/api/contract/savedBuilds';
import { pageMatchAt } from './pageMatch';
import type { PageRoute } from '../../src/app/routes';
import type { GameManifest } from '../../src/skills/gameData';
import type { GameIndex } from '../../src/skills/gameIndex';
import { gameVersionToOpenIn } from '../../src/skills/gameVersions';
import { importBuildValue } from '../../src/skills/importBuild';
import type { NewsService } from '../services/news';
import type { PublicBuildService } from '../services/publicBuilds';
import type { SavedBuildService } from '../services/savedBuilds';
import type { PageDataReader } from './pageHtml';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import { PUBLIC_BUILDS_PAGE_SIZE } from '../../src/api/contract/publicBuildsTexts';
import {
  publicBuildsResponseSchema,
  type PublicBuildsResponse,
} from '../../src/api/contract/publicBuildCards';

type PageDataKind = NonNullable<PageRoute['pageData']>;

/** What the pages' data is read from: the services their own API calls use. */
export interface PageDataSources {
  news: Pick<NewsService, 'feed'>;
  savedBuilds: Pick<SavedBuildService, 'open'>;
  publicBuilds: Pick<PublicBuildService, 'list'>;
  /** The game data builds are checked against: the manifest and its current version's index. */
  game: { manifest: GameManifest; index: GameIndex };
}

/** The path of `url` (a request's path and query, as the browser sent it). */
function pathOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

/** The query of `url`'s address, read as the browser reads its page's (`location.search`). */
function searchOf(url: string): URLSearchParams {
  const start = url.indexOf('?');
  return new URLSearchParams(start < 0 ? '' : url.slice(start + 1));
}

/**
 * A saved build opened as the viewer opens it: its record read as a hand-over, its build checked
 * by the engine on the game data the browser would open it in. Only the current data is held
 * here: a build made with data of another structure is left to the browser, as is one that does
 * not open (the browser says why).
 */
function openForViewer(
  saved: SavedBuild,
  { manifest, index }: PageDataSources['game'],
): OpenedViewerBuild | null {
  const gameVersion = gameVersionToOpenIn(manifest, saved.game_version);
  if (gameVersion !== manifest.current || index.data.version !== gameVersion) return null;
  const handover = readHandedOverValue(saved);
  if (handover === null) return null;
  const opened = importBuildValue(handedOverBuildData(handover), index);
  return opened.ok ? { gameVersion, build: opened.build } : null;
}

/**
 * What the server reads for a page it renders with data (src/app/routes.ts `pageData`), given the
 * request's path and query, checked against the contract, since the browser takes it as it
 * comes:
 * - `news` (/news): the feed's items that match the contract, as the browser's own check of
 *   `/news.json` keeps them (src/api/news/validNewsItems.ts);
 * - `viewerBuild` (/build-viewer/{key}): the answer `GET /api/saved-builds/{key}` gives a
 *   visitor, marked viewed as that call marks it. Only what anyone may see: a Private or
 *   Restricted build, even its owner's, is left to the API call, which knows who asks (the page
 *   is the same for everyone, and cached). With it, the build as the viewer would open it
 *   (`viewerOpened`), so the browser need not load the engine to show it.
 * - `communityBuilds` (/community-builds?{filters}): the first page `GET /api/public-builds`
 *   answers for the query the list asks for that address (the list's own mapping, which
 *   ignores values it does not know, so an old link's list is the plain one in both places),
 *   with that query. Its cards say nothing about who reads them (no 'liked by you'), so the
 *   page, the same for everyone, carries them for visitors and players alike. A query the API
 *   would refuse or an answer off the contract carries nothing: the browser then asks itself.
 */
export function pageDataReader({
  news,
  savedBuilds,
  publicBuilds,
  game,
}: PageDataSources): PageDataReader {
  // The service hands the same page object to every request its cache answers: each is checked
  // once, as the route checks and serializes it once (server/routes/publicBuilds.ts).
  const checkedPages = new WeakMap<PublicBuildsResponse, PublicBuildsResponse | null>();
  const checkedPage = (page: PublicBuildsResponse): PublicBuildsResponse | null => {
    let checked = checkedPages.get(page);
    if (checked === undefined) {
      const answer = publicBuildsResponseSchema.safeParse(page);
      checked = answer.success ? answer.data : null;
      checkedPages.set(page, checked);
    }
    return checked;
  };
  // A new kind is a type error here until it is read.
  const readers: Record<PageDataKind, (url: string) => Promise<PageData>> = {
    news: async () => ({
      news: (await news.feed()).filter((item) => newsItemSchema.safeParse(item).success),
    }),
    viewerBuild: async (url) => {
      const key = idOrUrlParamSchema.safeParse(pageMatchAt(pathOf(url))?.params.buildId);
      if (!key.success) return {};
      const answer = savedBuildSchema.safeParse(await savedBuilds.open(key.data, null));
      if (!answer.success) return {};
      const opened = openForViewer(answer.data, game);
      return { viewerBuild: answer.data, ...(opened ? { viewerOpened: opened } : {}) };
    },
    communityBuilds: async (url) => {
      const query = queryForFilters(filtersFromParams(searchOf(url)));
      // Parsed as the route parses its query string: the same defaults and bounds.
      const request = publicBuildsQuerySchema.safeParse({
        ...query,
        page: 1,
        limit: PUBLIC_BUILDS_PAGE_SIZE,
      });
      if (!request.success) return {};
      const page = checkedPage(await publicBuilds.list(request.data));
      return page ? { communityBuilds: { query, page } } : {};
    },
  };
  return (kind, url) => readers[kind](url);
}
