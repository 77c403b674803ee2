import { autocannon, median, type AutocannonResult } from './support/server';
import { p99Rounds } from './support/p99Rounds';

/**
 * bench:api's favourites: stars (`PUT /api/saved-builds/{url}/favourite`) sent by the seeded
 * players in turn, each of a sampled Public build, beside likes by other players as the
 * reference write; "Most favourited" page 1 alone and while
 * the stars are sent (each star moves the build's count and its list keys, and marks the
 * list changed); and a collection's page of 24 cards, as a visitor opens its link.
 */

const ROUNDS = 3;
const SECONDS = 4;
const CONNECTIONS = 10;

/** The favourites section's figures (medians of the rounds). */
export interface FavouriteFigures {
  starsPerSecond: number;
  starP50: number;
  starP99: number;
  /** Likes by the same players in the same rounds' conditions: the reference write. */
  likesPerSecond: number;
  likeP99: number;
  /** "Most favourited" page 1 by itself, then with stars sent beside it. */
  sortAloneP99: number;
  sortBesideStarsP99: number;
  collectionP99: number;
  failures: number;
}

/**
 * A round of stars (or, for reference, of likes by other players): each request a player
 * (cookie) and a build in turn, from `turn`, so none repeats.
 */
function stars(
  base: string,
  cookies: readonly string[],
  urls: readonly string[],
  seconds: number,
  turn: { next: number },
  what: 'favourite' | 'like' = 'favourite',
) {
  return autocannon({
    url: `${base}/api/saved-builds`,
    connections: CONNECTIONS / 2,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const n = turn.next++;
          return {
            ...request,
            method: what === 'favourite' ? 'PUT' : 'POST',
            path: `/api/saved-builds/${urls[n % urls.length] ?? ''}/${what}`,
            headers: {
              'content-type': 'application/json',
              'x-requested-with': 'arrakis',
              cookie: cookies[Math.floor(n / urls.length) % cookies.length] ?? '',
            },
            body: '{}',
          };
        },
      },
    ],
  });
}

/** A collection of the first player's holding 24 of the sampled builds: its id. */
async function seedCollection(base: string, cookie: string, urls: readonly string[]) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'arrakis', cookie };
  const made = await fetch(`${base}/api/collections`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench shelf', sharing: 'Public' }),
  });
  if (made.status !== 201) throw new Error(`collection: ${made.status} ${await made.text()}`);
  const { collection } = (await made.json()) as { collection: { id: string } };
  for (const url of urls.slice(0, 24)) {
    const added = await fetch(`${base}/api/collections/${collection.id}/builds/${url}`, {
      method: 'PUT',
      headers,
      body: '{}',
    });
    if (added.status !== 200) throw new Error(`add: ${added.status} ${await added.text()}`);
  }
  return collection.id;
}

export async function benchFavourites(
  label: string,
  base: string,
  cookies: readonly string[],
  urls: readonly string[],
): Promise<FavouriteFigures> {
  const sortUrl = `${base}/api/public-builds?page=1&sortBy=favourites`;
  // Each round goes on where the last stopped: a repeated like is a 409, a repeated star free.
  const starring = { next: 0 };
  const liking = { next: 0 };
  const starred: AutocannonResult[] = [];
  const liked: AutocannonResult[] = [];
  const alone: AutocannonResult[] = [];
  const beside: AutocannonResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    alone.push(await autocannon({ url: sortUrl, connections: CONNECTIONS / 2, duration: SECONDS }));
    // Other players' likes than the stars' below: every like is a new one.
    const like = await stars(
      base,
      cookies.slice(cookies.length / 2),
      urls,
      SECONDS,
      liking,
      'like',
    );
    liked.push(like);
    const [star, list] = await Promise.all([
      stars(base, cookies.slice(0, cookies.length / 2), urls, SECONDS, starring),
      autocannon({ url: sortUrl, connections: CONNECTIONS / 2, duration: SECONDS }),
    ]);
    starred.push(star);
    beside.push(list);
    console.log(
      `${label}: favourites round ${round + 1}: ${star.requests.average.toFixed(0)} stars/s, p50 ${star.latency.p50} ms, p99 ${star.latency.p99} ms (likes alone: ${like.requests.average.toFixed(0)}/s, p99 ${like.latency.p99} ms); Most favourited p99 ${alone.at(-1)?.latency.p99} ms alone, ${list.latency.p99} ms beside`,
    );
  }
  const id = await seedCollection(base, cookies[0] ?? '', urls);
  const collectionP99 = await p99Rounds(label, 'collection', `${base}/api/collections/${id}`, '');
  const failures = [...starred, ...liked, ...alone, ...beside].reduce(
    (sum, r) => sum + r.non2xx + r.errors,
    0,
  );
  return {
    starsPerSecond: median(starred.map((r) => r.requests.average)),
    starP50: median(starred.map((r) => r.latency.p50)),
    starP99: median(starred.map((r) => r.latency.p99)),
    likesPerSecond: median(liked.map((r) => r.requests.average)),
    likeP99: median(liked.map((r) => r.latency.p99)),
    sortAloneP99: median(alone.map((r) => r.latency.p99)),
    sortBesideStarsP99: median(beside.map((r) => r.latency.p99)),
    collectionP99,
    failures,
  };
}

/** The favourites table, one row per database. */
export function printFavouritesTable(
  rows: readonly { kind: string; favourites: FavouriteFigures }[],
) {
  console.log(
    '\nFavourites: stars of sampled Public builds by 1,000 players; "Most favourited" page 1; a collection of 24 builds',
  );
  console.log(
    '| database | stars/s | star p50 | star p99 | likes/s (same players) | like p99 | Most favourited p99 alone | beside stars | collection p99 | failures |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { kind, favourites: f } of rows) {
    console.log(
      `| ${kind} | ${f.starsPerSecond.toFixed(0)} | ${f.starP50} ms | ${f.starP99} ms | ${f.likesPerSecond.toFixed(0)} | ${f.likeP99} ms | ${f.sortAloneP99} ms | ${f.sortBesideStarsP99} ms | ${f.collectionP99} ms | ${f.failures} |`,
    );
  }
}
