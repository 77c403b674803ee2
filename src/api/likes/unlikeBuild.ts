import { type LikeResponse, likeResponseSchema } from '../contract/likes';
import { COMMUNITY_TEXTS } from '../contract/publicBuildsTexts';
import { requestJson } from '../requestJson';
import { likePath } from './likeBuild';

/**
 * `DELETE /api/saved-builds/{url}/like`: takes this caller's like back. Rejects with an
 * `ApiRequestError` like `likeBuild` does.
 */
export function unlikeBuild(idOrUrl: string): Promise<LikeResponse> {
  return requestJson(likePath(idOrUrl), {
    method: 'DELETE',
    schema: likeResponseSchema,
    fallbackMessage: COMMUNITY_TEXTS.likeFailed,
  });
}
