import type { CommentChange } from '../contract/comments';
import { COMMENT_CALL_TEXTS } from './commentCallTexts';
import { changeComment, commentApiPath } from './commentRequests';

/**
 * `PUT /api/comments/{id}/hidden` with `{}` (hide) or `DELETE` (show again): the build's author
 * decides who reads a comment on it. Rejects with an `ApiRequestError` (403 not theirs, 404).
 */
export function setCommentHidden(id: string, hidden: boolean): Promise<CommentChange> {
  return changeComment(
    `${commentApiPath(id)}/hidden`,
    hidden ? 'PUT' : 'DELETE',
    hidden ? {} : undefined,
    COMMENT_CALL_TEXTS.hideFailed,
  );
}
