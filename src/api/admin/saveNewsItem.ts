import type { AdminNewsItem, NewsItemInput } from '../contract/news';
import { requestJson } from '../requestJson';
import { ADMIN_CHANGE_FAILED } from './adminRead';

/**
 * `POST /api/admin/news` (no id: a new item) or `PUT /api/admin/news/{id}` (a change). Resolves
 * with the item as stored; rejects with an `ApiRequestError` whose body holds a 400's problems.
 */
export async function saveNewsItem(id: string | null, item: NewsItemInput): Promise<AdminNewsItem> {
  const answer = await requestJson(
    id === null ? '/api/admin/news' : `/api/admin/news/${encodeURIComponent(id)}`,
    {
      method: id === null ? 'POST' : 'PUT',
      body: item,
      schema: import('../contract/news').then(({ savedNewsItemSchema }) => savedNewsItemSchema),
      fallbackMessage: ADMIN_CHANGE_FAILED,
    },
  );
  return answer.item;
}
