import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { BuildRevisions } from '../contract/buildRevisions';
import { REVISION_TEXTS } from '../contract/buildRevisionsTexts';
import { requestJson } from '../requestJson';
import { buildRevisionsPath } from './savedBuildPaths';

/** The answer's schema, with zod, loaded beside the request, not on page load. */
const revisionsAnswer = () =>
  import('../contract/buildRevisions').then(
    ({ buildRevisionsResponseSchema }) => buildRevisionsResponseSchema,
  );

/** Reads a history by its path; replaceable in stories and tests. */
export type RevisionsFetcher = (path: string) => Promise<BuildRevisions>;

async function fetchBuildRevisions(path: string): Promise<BuildRevisions> {
  try {
    return await requestJson(path, {
      schema: revisionsAnswer(),
      fallbackMessage: REVISION_TEXTS.loadFailed,
    });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * `GET /api/saved-builds/{idOrUrl}/revisions`: a saved build's history, newest first, cached by
 * SWR under its path. A build the caller may not read answers 404, as the build itself does.
 * Pass `null` to ask nothing (a build that is not a saved one).
 */
export function useBuildRevisions(
  idOrUrl: string | null,
  fetcher: RevisionsFetcher = fetchBuildRevisions,
) {
  return useSWR<BuildRevisions, Error>(
    idOrUrl === null ? null : buildRevisionsPath(idOrUrl),
    fetcher,
  );
}

/** Reads a build's history again where it is shown (after a change kept a new revision). */
export function useRefreshBuildRevisions(): (idOrUrl: string) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (idOrUrl) => {
      void mutate(buildRevisionsPath(idOrUrl));
    },
    [mutate],
  );
}
