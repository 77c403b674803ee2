import type { NewsItem } from './news';

/**
 * What the server read for a page it renders (server/http/pageHtml.ts), given to the page's
 * components on the server and again, from the same HTML, in the browser: the browser's first
 * render then shows what the server's HTML shows, and the page paints its content (the news
 * items and their images) without waiting for its scripts and a request of its own.
 */
export interface PageData {
  /** `/news.json`'s items, already checked against the contract by the server. */
  readonly news?: readonly NewsItem[];
}

/** The id of the element that carries a page's data in its HTML. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** No page data: a page the server did not render, or rendered with nothing read. */
export const NO_PAGE_DATA: PageData = {};

/**
 * The `<script type="application/json">` element carrying `data` in a page's HTML. A data block
 * the browser never runs; `<` is written as `\u003c`, so no text in it can close the element.
 */
export function pageDataElement(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/**
 * The page data in `doc`'s HTML, read once as the app starts; empty when there is none or it
 * cannot be read (the page then loads its data itself, as without it).
 */
export function readPageData(doc: Document): PageData {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return NO_PAGE_DATA;
  try {
    const data = JSON.parse(text) as { news?: unknown } | null;
    return Array.isArray(data?.news) ? { news: data.news as NewsItem[] } : NO_PAGE_DATA;
  } catch {
    return NO_PAGE_DATA;
  }
}
