import type { CommentChange, PostCommentRequest } from '../contract/comments';
import { COMMENT_CALL_TEXTS } from './commentCallTexts';
import { buildCommentsPath, changeComment } from './commentRequests';

/**
 * `POST /api/saved-builds/{idOrUrl}/comments`: a comment on a Public build, or a reply to
 * `parent_id` (201). Its `message` says whether it shows or waits for a moderator. Rejects with an
 * `ApiRequestError` carrying the server's message (401, 403 suspended, 404, 409 thread full, 429).
 */
export function postComment(idOrUrl: string, request: PostCommentRequest): Promise<CommentChange> {
  return changeComment(buildCommentsPath(idOrUrl), 'POST', request, COMMENT_CALL_TEXTS.postFailed);
}
