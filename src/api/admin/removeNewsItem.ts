import { requestJson } from '../requestJson';
import { ADMIN_CHANGE_FAILED } from './adminRead';

/** `DELETE /api/admin/news/{id}`: removes a news item from /news (204). */
export async function removeNewsItem(id: string): Promise<void> {
  await requestJson<undefined>(`/api/admin/news/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: ADMIN_CHANGE_FAILED,
  });
}
