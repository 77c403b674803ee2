import { compareApiPath } from '../src/api/contract/comparePaths';
import { autocannon, median } from './support/server';

/**
 * bench:api's compare: `GET /api/compare/{a}/{b}` as the build's author, A the build saved 104
 * times (100 revisions kept, bench/revisions.ts), B another build's share code: both opened,
 * migrated and compared by the server on every request.
 */

const ROUNDS = 3;
const SECONDS = 4;
const CONNECTIONS = 10;

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
  const p99s: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { cookie },
    });
    if (result.non2xx + result.errors > 0) {
      throw new Error(`compare: ${result.non2xx + result.errors} failed requests`);
    }
    p99s.push(result.latency.p99);
    console.log(
      `${label}: compare round ${round + 1}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
  const p99 = median(p99s);
  console.log(`${label}: compare p99 (a build with 100 revisions vs a share code): ${p99} ms`);
  return p99;
}
