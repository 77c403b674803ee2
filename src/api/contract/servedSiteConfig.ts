import { isObject, jsonDataElement, takeJsonData } from './pageData';
import type { SiteConfig } from './siteConfig';

/*
 * The site's third-party scripts (`GET /api/site-config`'s answer) travel in the page's HTML,
 * checked by the server: the shell reads them on every page, and asked of the API they cost zod.
 */

/** The id of the `<script type="application/json">` element carrying the site's config. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** The element carrying `config` in a page's HTML, written by `scriptSafeJson`. */
export function siteConfigElement(config: SiteConfig): string {
  return jsonDataElement(SITE_CONFIG_ELEMENT_ID, config);
}

/** The script a config names, or null for none; undefined when it is neither. */
function scriptOf(value: unknown): { scriptUrl: string } | null | undefined {
  if (value === null) return null;
  return isObject(value) && typeof value.scriptUrl === 'string'
    ? { scriptUrl: value.scriptUrl }
    : undefined;
}

/** `value` as a site config when it has the contract's shape; otherwise undefined. */
function asSiteConfig(value: unknown): SiteConfig | undefined {
  if (!isObject(value)) return undefined;
  const analytics = scriptOf(value.analytics);
  const ads = scriptOf(value.ads);
  if (analytics === undefined || ads === undefined) return undefined;
  if (analytics === null) return { analytics: null, ads };
  const { siteId } = value.analytics as Record<string, unknown>;
  if (siteId !== null && typeof siteId !== 'string') return undefined;
  return { analytics: { scriptUrl: analytics.scriptUrl, siteId }, ads };
}

/**
 * Takes the site's config out of `doc`'s HTML, once, as the app starts; undefined when the page
 * carries none (a page not sent by our server) or it cannot be read: the shell then asks the
 * API, as before. The element goes with it, as the page data's does.
 */
export function takeSiteConfig(doc: Document): SiteConfig | undefined {
  return asSiteConfig(takeJsonData(doc, SITE_CONFIG_ELEMENT_ID));
}
