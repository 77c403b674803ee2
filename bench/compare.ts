import { compareApiPath } from '../src/api/contract/comparePaths';
import { p99Rounds } from './support/p99Rounds';

/**
 * bench:api's compare: `GET /api/compare/{a}/{b}` as the build's author, A the build saved 104
 * times (100 revisions kept, bench/revisions.ts), B another build's share code: both opened,
 * migrated and compared by the server on every request.
 */

/** The compare's p99 in ms (median of the rounds), printed as it is measured. */
export async function benchCompare(
  label: string,
  base: string,
  cookie: string,
  savedId: string,
  shareCode: string,
): Promise<number> {
  const url = `${base}${compareApiPath(savedId, shareCode)}`;
  const first = await fetch(url, { headers: { cookie } });
  if (!first.ok) throw new Error(`compare: ${first.status} ${await first.text()}`);
  const p99 = await p99Rounds(label, 'compare', url, cookie);
  console.log(`${label}: compare p99 (a build with 100 revisions vs a share code): ${p99} ms`);
  return p99;
}
