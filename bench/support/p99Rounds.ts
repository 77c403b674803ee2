import { autocannon, median } from './server';

const ROUNDS = 3;
const SECONDS = 4;
const CONNECTIONS = 10;

/**
 * Rounds of one GET as `cookie` (10 connections, 3 rounds of 4 s), each printed as
 * "{label}: {what} round n: …"; the median of the rounds' p99 in ms. Any failed request throws.
 */
export async function p99Rounds(
  label: string,
  what: string,
  url: string,
  cookie: string,
): Promise<number> {
  const p99s: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: cookie === '' ? {} : { cookie },
    });
    if (result.non2xx + result.errors > 0) {
      throw new Error(
        `${what}: ${result.non2xx + result.errors} failed requests (${JSON.stringify(result.statusCodeStats)})`,
      );
    }
    p99s.push(result.latency.p99);
    console.log(
      `${label}: ${what} round ${round + 1}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
  return median(p99s);
}
