import type { BuildRevision } from '../contract/buildRevisions';
import { REVISION_TEXTS } from '../contract/buildRevisionsTexts';
import { requestJson } from '../requestJson';
import { buildRevisionPath } from './savedBuildPaths';

/**
 * `GET /api/saved-builds/{idOrUrl}/revisions/{number}`: one revision with its whole build, read
 * only when a player compares two revisions. 404 where the history is not theirs to read.
 */
export function fetchBuildRevision(idOrUrl: string, number: number): Promise<BuildRevision> {
  return requestJson(buildRevisionPath(idOrUrl, number), {
    schema: import('../contract/buildRevisions').then(
      ({ buildRevisionSchema }) => buildRevisionSchema,
    ),
    fallbackMessage: REVISION_TEXTS.compareFailed,
  });
}
