import type { z } from 'zod';
import type { pageViewRequestSchema } from '../contract/admin';
import { apiUrl } from '../apiUrl';

/** The path the client reports page views to. */
const PAGE_VIEWS_PATH = '/api/page-views';

/**
 * `POST /api/page-views`: one view of a page, as its route pattern. Fire and forget: `keepalive`
 * lets it finish when the visitor is already leaving, it never delays the page, and a failure
 * is dropped (a lost count is no reason to bother anyone). fetch rather than sendBeacon so the
 * body can be JSON with the headers the server's CSRF check wants, and without credentials:
 * the count needs no cookie.
 */
export function reportPageView(page: string): void {
  const body: z.input<typeof pageViewRequestSchema> = { page };
  try {
    fetch(apiUrl(PAGE_VIEWS_PATH), {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'arrakis' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Some browsers throw synchronously (e.g. a keepalive quota reached): the count is dropped.
  }
}
