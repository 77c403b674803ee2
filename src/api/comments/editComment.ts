import type { CommentChange, EditCommentRequest } from '../contract/comments';
import { COMMENT_CALL_TEXTS } from './commentCallTexts';
import { changeComment, commentApiPath } from './commentRequests';

/**
 * `PATCH /api/comments/{id}`: its writer's new text. Rejects with an `ApiRequestError` carrying
 * the server's message (404 not theirs, 409 removed by a moderator, 403 suspended).
 */
export function editComment(id: string, request: EditCommentRequest): Promise<CommentChange> {
  return changeComment(commentApiPath(id), 'PATCH', request, COMMENT_CALL_TEXTS.editFailed);
}
