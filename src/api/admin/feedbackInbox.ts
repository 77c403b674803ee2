import type { z } from 'zod';
import type { feedbackInboxSchema } from '../contract/feedback';
import { readAdmin } from './adminRead';

/** Which messages the inbox shows. */
export type InboxStatus = 'open' | 'done';
/** One page of the inbox. */
export type FeedbackInboxPage = z.infer<typeof feedbackInboxSchema>;

/** `GET /api/admin/feedback?status=…&page=N`: the inbox, newest first, 20 a page. */
export function feedbackInboxPath(status: InboxStatus, page: number): string {
  return `/api/admin/feedback?status=${status}&page=${page}`;
}

/** One page of the inbox from its path (see feedbackInboxPath), checked by the contract's schema. */
export function readFeedbackInbox(path: string): Promise<FeedbackInboxPage> {
  return readAdmin(
    path,
    import('../contract/feedback').then((contract) => contract.feedbackInboxSchema),
  );
}
