import { useMemo } from 'react';
import { deleteComment } from '../../api/comments/deleteComment';
import { editComment } from '../../api/comments/editComment';
import { postComment } from '../../api/comments/postComment';
import { reportComment } from '../../api/comments/reportComment';
import { setCommentHidden } from '../../api/comments/setCommentHidden';
import type { CommentReportRequest } from '../../api/contract/comments';
import { ApiRequestError } from '../../api/requestJson';
import { notify } from '../../ui/toast';

/** Refusals that say the list shown is out of date: not found, or a conflict with its state. */
const STALE = [404, 409];

/**
 * What a player may do to the comments, each call resolving once the server said yes (its
 * message toasted) and the list was read again; a refusal rejects with the server's message.
 */
export interface CommentChanges {
  /** A new comment, or a reply to the thread `parentId`. */
  post: (body: string, parentId?: string) => Promise<void>;
  edit: (id: string, body: string) => Promise<void>;
  remove: (id: string) => Promise<void>;
  setHidden: (id: string, hidden: boolean) => Promise<void>;
  report: (id: string, report: CommentReportRequest) => Promise<void>;
}

/**
 * The comment calls on the build at `url`; `refresh` reads every page shown again, so after any
 * change the list is the server's truth, not a guess.
 */
export function useCommentChanges(url: string, refresh: () => Promise<unknown>): CommentChanges {
  return useMemo(() => {
    const told = async (call: Promise<{ message: string }>) => {
      const answer = await call.catch((error: unknown) => {
        // Gone or locked meanwhile (deleted, removed, thread full): the list shown is stale.
        if (error instanceof ApiRequestError && STALE.includes(error.status)) void refresh();
        throw error;
      });
      await refresh();
      notify({ kind: 'success', title: answer.message });
    };
    return {
      post: (body, parentId) =>
        told(postComment(url, parentId === undefined ? { body } : { body, parent_id: parentId })),
      edit: (id, body) => told(editComment(id, { body })),
      remove: (id) => told(deleteComment(id)),
      setHidden: (id, hidden) => told(setCommentHidden(id, hidden)),
      // A report changes nothing anyone reads: the list stays as it is.
      report: (id, report) =>
        reportComment(id, report).then(({ message }) => {
          notify({ kind: 'success', title: message });
        }),
    };
  }, [url, refresh]);
}
