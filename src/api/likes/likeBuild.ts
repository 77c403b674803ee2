import { type LikeResponse, likeResponseSchema } from '../contract/likes';
import { COMMUNITY_TEXTS } from '../contract/publicBuildsTexts';
import { requestJson } from '../requestJson';

/** The like path of a saved build, by its id or short public url. */
export function likePath(idOrUrl: string): string {
  return `/api/saved-builds/${encodeURIComponent(idOrUrl)}/like`;
}

/**
 * `POST /api/saved-builds/{url}/like` with `{}`: likes a build (spec §7). Rejects with an
 * `ApiRequestError`: status 409 when already liked, 0 on a network failure, its message the
 * server's or 'Failed to process like request.'.
 */
export function likeBuild(idOrUrl: string): Promise<LikeResponse> {
  return requestJson(likePath(idOrUrl), {
    method: 'POST',
    body: {},
    schema: likeResponseSchema,
    fallbackMessage: COMMUNITY_TEXTS.likeFailed,
  });
}
