import type { PublicBuildListState } from './PublicBuildList';
import type { PublicBuildsResponse } from '../api/contract/publicBuildCards';

/** What an SWR page list of Public builds has read so far (see usePublicBuilds). */
export interface PublicBuildPages {
  data: readonly PublicBuildsResponse[] | undefined;
  error: Error | undefined;
  /** The number of pages asked for. */
  size: number;
  isLoading: boolean;
}

/**
 * What a list of Public builds shows for the pages read so far: loading or the first page's
 * failure until a page has come, then its cards, whether more are on their way, the end and a
 * later page's failure (the cards read so far stay).
 */
export function publicBuildListState({
  data,
  error,
  size,
  isLoading,
}: PublicBuildPages): PublicBuildListState {
  if (!data || data.length === 0) {
    return error ? { kind: 'error', reason: error.message } : { kind: 'loading' };
  }
  const lastPage = data[data.length - 1];
  return {
    kind: 'builds',
    builds: data.flatMap((page) => page.data),
    loadingMore: !error && (isLoading || size > data.length),
    atEnd: lastPage?.nextPage === null,
    moreError: error ? error.message : null,
  };
}
