import type { FollowState } from '../contract/notifications';
import { requestJson } from '../requestJson';
import { followStateAnswer } from './followRequests';
import { NOTIFICATION_CALL_TEXTS } from './notificationCallTexts';

/**
 * `PUT` (follow) or `DELETE` (stop following) of a follow path with `{}`: the new state with its
 * message. Rejects with an `ApiRequestError`: 401 for a visitor, 400 for oneself or one's own
 * build, 404 for an unknown author or a build that is not Public, 409 past the limit, 429.
 */
export function setFollowing(path: string, on: boolean): Promise<FollowState> {
  return requestJson(path, {
    method: on ? 'PUT' : 'DELETE',
    body: {},
    schema: followStateAnswer,
    fallbackMessage: NOTIFICATION_CALL_TEXTS.followFailed,
  });
}
