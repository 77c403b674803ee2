import useSWR from 'swr';
import type { PageViews } from '../contract/admin';
import { readAdmin } from './adminRead';

/** Days the desk's chart covers: the last 30. */
const PAGE_VIEW_DAYS = 30;

/** `GET /api/admin/page-views?days=30`: views per page and UTC day, oldest day first. */
export const PAGE_VIEWS_KEY = `/api/admin/page-views?days=${PAGE_VIEW_DAYS}`;

/** The page views of the last 30 days; `enabled = false` (not a moderator) makes no request. */
export function usePageViews(enabled: boolean) {
  return useSWR<PageViews, Error>(enabled ? PAGE_VIEWS_KEY : null, () =>
    readAdmin(
      PAGE_VIEWS_KEY,
      import('../contract/admin').then((contract) => contract.pageViewsSchema),
    ),
  );
}
