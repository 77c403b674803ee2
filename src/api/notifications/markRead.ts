import { requestJson } from '../requestJson';
import { NOTIFICATION_CALL_TEXTS } from './notificationCallTexts';
import type { UnreadCount } from './unreadCount';

/** The answer's schema, loaded with zod beside the request, not with the page. */
const unreadCountAnswer = () =>
  import('../contract/notifications').then(({ unreadCountSchema }) => unreadCountSchema);

/**
 * `POST /api/notifications/read`: marks the notifications `ids` read, or every one without ids;
 * answers how many stay unread.
 */
export function markRead(ids?: readonly string[]): Promise<UnreadCount> {
  return requestJson(`/api/notifications/read`, {
    method: 'POST',
    body: ids === undefined ? {} : { ids },
    schema: unreadCountAnswer,
    fallbackMessage: NOTIFICATION_CALL_TEXTS.markReadFailed,
  });
}
