import useSWRInfinite from 'swr/infinite';
import type { ApiKey } from '../apiUrl';
import type { NotificationPage } from '../contract/notifications';
import { requestJson } from '../requestJson';
import { NOTIFICATION_CALL_TEXTS } from './notificationCallTexts';
import { readOnEveryVisit } from './readOnEveryVisit';

/** `GET /api/notifications?page=N`'s path. */
function notificationPagePath(page: number): string {
  return `/api/notifications?page=${page}`;
}

/** The answer's schema, with zod: it loads while the request is on its way. */
const notificationPageAnswer = () =>
  import('../contract/notifications').then(({ notificationPageSchema }) => notificationPageSchema);

/** One page of the player's notifications, logged as every failed read is. */
async function fetchNotificationPage(key: ApiKey): Promise<NotificationPage> {
  const path = typeof key === 'string' ? key : key[0];
  try {
    return await requestJson(path, {
      schema: notificationPageAnswer,
      fallbackMessage: NOTIFICATION_CALL_TEXTS.listFailed,
    });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * The logged-in player's notifications, newest first, one SWR page per 30: `setSize(size + 1)`
 * reads the next. Keyed by `reader` (their username) so another account never sees them; null
 * (a visitor) asks nothing.
 */
export function useNotificationPages(reader: string | null) {
  return useSWRInfinite<NotificationPage, Error>(
    (index: number, previous: NotificationPage | null): ApiKey | null => {
      if (reader === null) return null;
      if (previous !== null && previous.nextPage === null) return null;
      return [notificationPagePath(previous?.nextPage ?? index + 1), reader];
    },
    fetchNotificationPage,
    { ...readOnEveryVisit, revalidateFirstPage: false },
  );
}
