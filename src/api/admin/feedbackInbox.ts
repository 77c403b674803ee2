import useSWR from 'swr';
import type { z } from 'zod';
import { feedbackInboxSchema } from '../contract/feedback';
import { readAdmin } from './adminRead';

/** Which messages the inbox shows. */
export type InboxStatus = 'open' | 'done';
/** One page of the inbox. */
export type FeedbackInboxPage = z.infer<typeof feedbackInboxSchema>;

/** `GET /api/admin/feedback?status=…&page=N`: the inbox, newest first, 20 a page. */
export function feedbackInboxPath(status: InboxStatus, page: number): string {
  return `/api/admin/feedback?status=${status}&page=${page}`;
}

/** The key prefix of every inbox page, so a mark refreshes them all. */
export const FEEDBACK_INBOX_PREFIX = '/api/admin/feedback?';

/** One page of the inbox; `enabled = false` (not a moderator) makes no request. */
export function useFeedbackInbox(status: InboxStatus, page: number, enabled: boolean) {
  const path = feedbackInboxPath(status, page);
  return useSWR<FeedbackInboxPage, Error>(enabled ? path : null, () =>
    readAdmin(path, feedbackInboxSchema),
  );
}
