import type { BotCheckConfig } from './botCheck';
import type { NewsItem } from './news';
import type { PublicBuildsFilters } from './publicBuilds';
import type { SiteConfig } from './siteConfig';
import type { PublicBuildsResponse } from './publicBuildCards';

/**
 * What the server read for a page it renders (server/pages/pageHtml.ts), given to the page's
 * components on the server and again, from the same HTML, in the browser: the browser's first
 * render then shows what the server's HTML shows, and the page paints its content (the news
 * items and their images) without waiting for its scripts and a request of its own.
 */
export interface PageData {
  /** `/news.json`'s items, already checked against the contract by the server. */
  readonly news?: readonly NewsItem[];
  /**
   * `/community-builds`: the list's first page for the address's filters, as
   * `GET /api/public-builds` answers anyone (the list is the same for everyone), checked against
   * the contract by the server.
   */
  readonly communityBuilds?: CommunityFirstPage;
  /**
   * The site's third-party scripts, as `GET /api/site-config` answers: every page the server
   * sends carries them (in an element of their own, ./servedSiteConfig.ts), so the shell loads
   * what consent allows without that request.
   */
  readonly siteConfig?: SiteConfig;
  /**
   * The bot-check's config, as `GET /api/bot-check` answers: every page the server sends carries
   * it (./servedBotCheckConfig.ts), so a form readies its bot-check without that request. The
   * browser's only: nothing renders from it.
   */
  readonly botCheck?: BotCheckConfig;
}

/**
 * The community list's first page as the server read it, with the query it was read for: the
 * browser uses it only for that query (src/api/publicBuilds/publicBuilds.ts), so a page that
 * asks for other filters never shows another list's builds.
 */
export interface CommunityFirstPage {
  /** The list's query, as the address's filters give it (./communityFilters.ts). */
  readonly query: PublicBuildsFilters;
  /** The answer to that query's first page. */
  readonly page: PublicBuildsResponse;
}

/** The id of the element that carries a page's data in its HTML. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** No page data: a page the server did not render, or rendered with nothing read. */
export const NO_PAGE_DATA: PageData = {};

/** A JSON string literal: a quote, then escape pairs or other characters, then a quote. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), `>` or
 * `&` in the markup, and no U+2028/U+2029 line separators, each written as its `\u` escape,
 * which JSON.parse reads back as the same character. A quote inside a string is written
 * `\u0022` too, so no player's text puts a `"` in the page's HTML at all (checks that look for
 * an attribute breaker in the HTML find none). Titles, guides and news are people's own texts.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(JSON_STRING, (literal) =>
      // Escapes are read in pairs from the left, so an escaped backslash before a closing quote
      // stays as it is: only an escaped quote changes.
      literal.replace(/\\(.)/g, (pair, escaped: string) => (escaped === '"' ? '\\u0022' : pair)),
    )
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The `<script type="application/json">` element carrying `data` in a page's HTML: a data block
 * the browser never runs, written by `scriptSafeJson`, so no text in it can close the element.
 */
export function pageDataElement(data: PageData): string {
  return jsonDataElement(PAGE_DATA_ELEMENT_ID, data);
}

/**
 * A `<script type="application/json">` data block with the id `id` carrying `value`, written by
 * `scriptSafeJson`: what a page's HTML carries for its scripts (its data, the site's config).
 */
export function jsonDataElement(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
}

/**
 * Takes the JSON of the data block `id` out of `doc`'s HTML, once: undefined when there is none
 * or it is not JSON. The element goes with it: it describes the page as served, and nothing
 * reads it again.
 */
export function takeJsonData(doc: Document, id: string): unknown {
  const element = doc.getElementById(id);
  const text = element?.textContent;
  element?.remove();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether `value` is a JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Takes the page data out of `doc`'s HTML, once, as the app starts; empty when there is none or
 * it cannot be read (the page then loads its data itself, as without it). The element goes with
 * it: it describes the page as served, and nothing reads it again. The server checked the data
 * against the contract before writing it, so only its shape is looked at here.
 */
export function takePageData(doc: Document): PageData {
  const data = takeJsonData(doc, PAGE_DATA_ELEMENT_ID);
  if (!isObject(data)) return NO_PAGE_DATA;
  return {
    ...(Array.isArray(data.news) ? { news: data.news as NewsItem[] } : {}),
    ...(isCommunityFirstPage(data.communityBuilds)
      ? { communityBuilds: data.communityBuilds }
      : {}),
  };
}

/**
 * Whether `value` is shaped like a community first page: a query of text values (what the list
 * compares with its own) and a page with a list of cards.
 */
function isCommunityFirstPage(value: unknown): value is CommunityFirstPage {
  return (
    isObject(value) &&
    isObject(value.query) &&
    Object.values(value.query).every((item) => typeof item === 'string') &&
    isObject(value.page) &&
    Array.isArray(value.page.data)
  );
}
