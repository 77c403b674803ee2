import type { RestoreRevisionRequest } from '../contract/buildRevisions';
import { REVISION_TEXTS } from '../contract/buildRevisionsTexts';
import type { SaveBuildResponse } from '../contract/savedBuilds';
import { requestJson } from '../requestJson';
import { buildRevisionPath } from './savedBuildPaths';

/**
 * `POST /api/saved-builds/{idOrUrl}/revisions/{number}/restore`: the owner makes revision
 * `number` the build's current version, kept as a new revision. A failure carries the server's
 * message (the build's problems on the current game data, 'Revision not found.', …).
 */
export function restoreRevision(
  idOrUrl: string,
  number: number,
  body: RestoreRevisionRequest = {},
): Promise<SaveBuildResponse> {
  return requestJson(`${buildRevisionPath(idOrUrl, number)}/restore`, {
    method: 'POST',
    body,
    schema: import('../contract/savedBuilds').then(
      ({ saveBuildResponseSchema }) => saveBuildResponseSchema,
    ),
    fallbackMessage: REVISION_TEXTS.restoreFailed,
  });
}
