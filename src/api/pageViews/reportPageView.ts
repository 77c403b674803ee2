import type { z } from 'zod';
import type { pageViewRequestSchema } from '../contract/admin';
import { requestJson } from '../requestJson';

/** The path the client reports page views to. */
const PAGE_VIEWS_PATH = '/api/page-views';

// Never shown: a failed count is dropped.
const PAGE_VIEW_NOT_COUNTED = 'The page view was not counted.';

/**
 * `POST /api/page-views`: one view of a page, as its route pattern. Fire and forget: `keepalive`
 * lets it finish when the visitor is already leaving, it never delays the page, and a failure
 * (a fetch that throws at once when a keepalive quota is reached included) is dropped: a lost
 * count is no reason to bother anyone. fetch rather than sendBeacon so the body can be JSON with
 * the headers the server's CSRF check wants, and without credentials: the count needs no cookie.
 */
export function reportPageView(page: string): void {
  const body: z.input<typeof pageViewRequestSchema> = { page };
  void requestJson<undefined>(PAGE_VIEWS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    fallbackMessage: PAGE_VIEW_NOT_COUNTED,
  }).catch(() => undefined);
}
