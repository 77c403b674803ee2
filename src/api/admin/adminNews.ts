import useSWR from 'swr';
import type { AdminNewsItem } from '../contract/news';
import { readAdmin } from './adminRead';

/** `GET /api/admin/news`: every news item with its id, as the editor lists them. */
export const ADMIN_NEWS_KEY = '/api/admin/news';

/** The editor's items; `enabled = false` (not a moderator) makes no request. */
export function useAdminNews(enabled: boolean) {
  return useSWR<{ items: AdminNewsItem[] }, Error>(enabled ? ADMIN_NEWS_KEY : null, () =>
    readAdmin(
      ADMIN_NEWS_KEY,
      import('../contract/news').then((contract) => contract.adminNewsListSchema),
    ),
  );
}
