import useSWR from 'swr';
import type { PublicBuildsResponse } from '../contract/publicBuildCards';
import { useServedAnswer } from '../servedAnswers/servedAnswers';
import { fetchPublicBuilds } from './publicBuildsRequest';

/** What a short list of Public builds shows: loading, its failure's reason, or its cards. */
export type PublicBuildsPageState =
  | { kind: 'loading' }
  | { kind: 'error'; reason: string }
  | { kind: 'builds'; builds: PublicBuildsResponse['data'] };

/**
 * The first page at `key` (a `publicBuildsUrl`) as one SWR read, for a short list that does not
 * page. The page's served answer is SWR's fallback for that key: it is shown as it came, with no
 * request and no zod; an answer read here is checked against the contract first.
 */
export function usePublicBuildsPage(key: string): PublicBuildsPageState {
  const served = useServedAnswer(key) as PublicBuildsResponse | undefined;
  const { data, error } = useSWR<PublicBuildsResponse, Error>(key, fetchPublicBuilds);
  const page = data ?? served;
  if (page) return { kind: 'builds', builds: page.data };
  return error ? { kind: 'error', reason: error.message } : { kind: 'loading' };
}
