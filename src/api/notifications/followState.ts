import useSWR from 'swr';
import type { FollowState } from '../contract/notifications';
import { requestJson } from '../requestJson';
import { followStateAnswer } from './followRequests';
import { NOTIFICATION_CALL_TEXTS } from './notificationCallTexts';

/** A follow state's SWR key: its path and who asks ('' a visitor), so a login asks again. */
export type FollowStateKey = readonly [path: string, asker: string];

/** `GET` of a follow path: whether the asker follows it (false for a visitor) and how many do. */
async function fetchFollowState([path]: FollowStateKey): Promise<FollowState> {
  try {
    return await requestJson(path, {
      schema: followStateAnswer,
      fallbackMessage: NOTIFICATION_CALL_TEXTS.followStateFailed,
    });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * The follow state at `path` (an author's or a build's follow path) as `asker` (null a visitor)
 * sees it. `path` null asks nothing: before the page wants it.
 */
export function useFollowState(path: string | null, asker: string | null) {
  return useSWR<FollowState, Error, FollowStateKey | null>(
    path === null ? null : [path, asker ?? ''],
    fetchFollowState,
  );
}
