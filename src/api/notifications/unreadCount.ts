import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiRequestError, requestJson } from '../requestJson';
import { NOTIFICATION_CALL_TEXTS } from './notificationCallTexts';

/** `GET /api/notifications/unread`'s path: the bell's cache key. */
const UNREAD_PATH = '/api/notifications/unread';

/** The bell's count as the API answers it. */
export interface UnreadCount {
  unread: number;
}

/**
 * The bell asks again when the player comes back to the tab, at most this often: a fresh count
 * without polling.
 */
const FOCUS_THROTTLE_MS = 60_000;
/** Reads started together share one request; a focus later asks afresh. */
const DEDUPING_MS = 2_000;

function isUnreadCount(answer: unknown): answer is UnreadCount {
  if (typeof answer !== 'object' || answer === null) return false;
  const { unread } = answer as { unread?: unknown };
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0;
}

/** The count, checked by hand: the header's bell loads no zod. */
async function fetchUnreadCount(): Promise<UnreadCount> {
  const answer: unknown = await requestJson(UNREAD_PATH, {
    fallbackMessage: NOTIFICATION_CALL_TEXTS.unreadFailed,
  });
  if (!isUnreadCount(answer)) {
    throw new ApiRequestError(NOTIFICATION_CALL_TEXTS.unreadFailed, 200, answer);
  }
  return { unread: answer.unread };
}

/**
 * The logged-in player's unread count, asked once `enabled` (the page is idle) and again when the
 * tab comes back into focus (not answered from the site's day-long cache).
 */
export function useUnreadCount(enabled: boolean) {
  return useSWR<UnreadCount, Error>(enabled ? UNREAD_PATH : null, fetchUnreadCount, {
    revalidateOnFocus: true,
    focusThrottleInterval: FOCUS_THROTTLE_MS,
    dedupingInterval: DEDUPING_MS,
  });
}

/** What a screen that read or changed the count calls so the bell shows it without asking. */
export function useSetUnreadCount(): (unread: number) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (unread: number) => {
      void mutate<UnreadCount>(UNREAD_PATH, { unread }, { revalidate: false });
    },
    [mutate],
  );
}
