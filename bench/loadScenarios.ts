/**
 * The requests of `npm run bench:load`: what a fan site's spike is made of — the community list,
 * the viewer opening a build, the game data, likes and saves — as autocannon request factories
 * whose ids and player cookies rotate, so no request repeats another's work (a like of the same
 * build by the same player would answer 409, a save of a taken name 409, a save past the 10-build
 * limit 403).
 */
import type { Build } from '../src/skills/buildSchema';
import type { AutocannonRequest } from './support/server';
import { PUBLIC_BUILD_SORTS } from '../src/api/contract/publicBuildsTexts';
import { CLASS_SLUGS } from '../src/skills/classSlugs';

/** What a database row's seed left for the requests to rotate through. */
export interface LoadTargets {
  /** Short public ids of Public builds (a prime count, see `likeRequest`). */
  buildUrls: readonly string[];
  /** Session cookies of the players who like (the builds' authors). */
  likerCookies: readonly string[];
  /** Session cookies of the players who save (builds of their own, none seeded). */
  saverCookies: readonly string[];
  /** The build every save stores, under a new name each time. */
  template: Build;
}

/** One measured scenario: its name in the table and the one status every answer should have. */
export interface LoadScenario {
  name: string;
  expected: number;
  /** autocannon's `setupRequest`: the next request of the scenario (method, path, headers…). */
  setup: (request: AutocannonRequest) => AutocannonRequest;
}

/** Pages of the list a visitor walks: each sort, the first pages and one deep page. */
const LIST_PATHS = PUBLIC_BUILD_SORTS.flatMap((sortBy) =>
  [1, 2, 3, 50].map((page) => `/api/public-builds?page=${page}&sortBy=${sortBy}`),
);

/** Mutations from our own client carry this header (server/http/csrf.ts). */
const CLIENT_HEADER = { 'x-requested-with': 'arrakis' };

/**
 * The scenarios over `targets`. The counters live in the returned closures, so a later run of
 * the same scenarios on the same database (the soak after the row) continues where the row's
 * left off instead of repeating its likes and build names.
 */
export function loadScenarios(targets: LoadTargets): LoadScenario[] {
  let listed = 0;
  let viewed = 0;
  let read = 0;
  let liked = 0;
  let saved = 0;
  const { buildUrls, likerCookies, saverCookies, template } = targets;
  const at = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
  return [
    {
      name: 'public list',
      expected: 200,
      setup: (request) => ({ ...request, method: 'GET', path: at(LIST_PATHS, listed++) }),
    },
    {
      name: "viewer's build",
      expected: 200,
      setup: (request) => ({
        ...request,
        method: 'GET',
        path: `/api/saved-builds/${at(buildUrls, viewed++)}`,
      }),
    },
    {
      name: 'game data',
      expected: 200,
      setup: (request) => ({
        ...request,
        method: 'GET',
        path: `/api/classes/${at(CLASS_SLUGS, read++)}`,
      }),
    },
    {
      name: 'like',
      expected: 200,
      // Request n pairs liker n mod L with build n mod B; with B prime and not dividing L, no
      // pair repeats before L × B requests (tens of millions).
      setup: (request) => {
        const n = liked++;
        return {
          ...request,
          method: 'POST',
          path: `/api/saved-builds/${at(buildUrls, n)}/like`,
          headers: { ...CLIENT_HEADER, cookie: at(likerCookies, n) },
        };
      },
    },
    {
      name: 'save',
      expected: 201,
      // Savers in turn, a new name each: saver k's j-th save is request k + j × S, so each
      // reaches the 10-build limit only after 10 × S saves (see SAVERS in loadRow.ts).
      setup: (request) => {
        const n = saved++;
        const name = `Load build ${n}`;
        return {
          ...request,
          method: 'POST',
          path: '/api/saved-builds',
          headers: {
            ...CLIENT_HEADER,
            'content-type': 'application/json',
            cookie: at(saverCookies, n),
          },
          body: JSON.stringify({
            build_name: name,
            data: { ...template, buildTitle: name },
            build_guide: '',
          }),
        };
      },
    },
  ];
}
