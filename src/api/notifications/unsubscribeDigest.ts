import { requestJson } from '../requestJson';
import { NOTIFICATION_CALL_TEXTS } from './notificationCallTexts';

/** The answer's schema, loaded with zod beside the request, not with the page. */
const unsubscribedAnswer = () =>
  import('../contract/notifications').then(
    ({ digestUnsubscribedSchema }) => digestUnsubscribedSchema,
  );

/**
 * `POST /api/notifications/unsubscribe` with the key of a digest's link (no session needed): the
 * digest stops; answers what to tell the player. A bad key rejects with the server's reason.
 */
export function unsubscribeDigest(key: string): Promise<{ message: string }> {
  return requestJson('/api/notifications/unsubscribe', {
    method: 'POST',
    body: { key },
    schema: unsubscribedAnswer,
    fallbackMessage: NOTIFICATION_CALL_TEXTS.unsubscribeFailed,
  });
}
