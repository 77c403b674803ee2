import useSWR from 'swr';
import type { CommentQueue } from '../contract/comments';
import { readAdmin } from './adminRead';

/** `GET /api/admin/comments`: held or reported comments, the longest waiting first. */
export const COMMENT_QUEUE_KEY = '/api/admin/comments';

/** The comment queue, read while the desk shows its tab. */
export function useCommentQueue() {
  return useSWR<CommentQueue, Error>(COMMENT_QUEUE_KEY, () =>
    readAdmin(
      COMMENT_QUEUE_KEY,
      import('../contract/comments').then((contract) => contract.commentQueueSchema),
    ),
  );
}
