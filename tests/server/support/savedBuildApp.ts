import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  apiErrorSchema,
  buildProblemsErrorSchema,
  type ApiError,
  type BuildProblemsError,
} from '../../../src/api/contract';
import {
  saveBuildResponseSchema,
  savedBuildSchema,
  type SaveBuildResponse,
  type SavedBuild,
} from '../../../src/api/contract/savedBuilds';
import type { Build } from '../../../src/skills/buildSchema';
import type { SavedBuildDb, SavedBuildTables } from '../../../server/repositories/savedBuildTables';
import { sampleBuild } from '../buildLinkFixtures';
import type { DatabaseKind } from '../helpers';
import type { BuildAppOptions } from '../../../server/app';
import { useAccountApp, type AccountTestApp } from './accountApp';

/**
 * A suite's app for the saved-build tests: the account app (real sign-ups, real sessions) and
 * calls made as the planner and My Builds make them, with the answers checked against the
 * contract's schemas, so a test reads what a client would read.
 */

export const GUIDE = '## Opening\n\nTake **Ranged Damage** first, then work up the Gunnery tree.';

/** A logged-in player: the username and the session cookie. */
export interface Player {
  username: string;
  cookie: string;
}

/** The body the planner sends to save `build` (its title is the name unless given). */
export function saveBody(
  build: Build = sampleBuild(),
  options: { name?: string; guide?: string } = {},
): { build_name: string; data: Build; build_guide: string } {
  const guide = options.guide ?? GUIDE;
  return {
    build_name: options.name ?? build.buildTitle,
    data: { ...build, buildGuide: guide },
    build_guide: guide,
  };
}

/** A build titled `title`, otherwise the sample build. */
export function titled(title: string, build: Build = sampleBuild()): Build {
  return { ...build, buildTitle: title };
}

export interface SavedBuildTestApp {
  readonly t: AccountTestApp;
  /** Signs up a new player (a fresh name each call unless given). */
  player(name?: string): Promise<Player>;
  /** POST (or PUT) /api/saved-builds as the planner sends it. */
  save(
    player: Player | null,
    body: unknown,
    method?: 'POST' | 'PUT',
  ): Promise<LightMyRequestResponse>;
  /** A save that must succeed with `status`; its parsed answer. */
  saved(player: Player, body: unknown, method?: 'POST' | 'PUT'): Promise<SaveBuildResponse>;
  /** GET /api/saved-builds/{idOrUrl} as `player` (or a visitor). */
  open(player: Player | null, idOrUrl: string): Promise<LightMyRequestResponse>;
  /** A GET as `player` (or a visitor). */
  get(player: Player | null, url: string): Promise<LightMyRequestResponse>;
  /** How many saved builds the database holds, whoever owns them. */
  storedCount(): Promise<number>;
  /** A direct connection that knows the saved-build table, for checking and ageing rows. */
  database(): Promise<SavedBuildDb>;
}

/** An error answer: its status and its `{statusCode, error, message}` body. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  message?: string | RegExp,
): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  expect(body.statusCode).toBe(status);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

/** A 400 listing the build's problems. */
export function expectProblems(
  response: LightMyRequestResponse,
  pattern: RegExp,
): BuildProblemsError {
  expect(response.statusCode, response.body).toBe(400);
  const body = buildProblemsErrorSchema.parse(response.json());
  expect(body.message).toMatch(pattern);
  expect(body.problems.length).toBeGreaterThan(0);
  return body;
}

/** The full form of a 200 answer. */
export function fullForm(response: LightMyRequestResponse): SavedBuild {
  expect(response.statusCode, response.body).toBe(200);
  return savedBuildSchema.parse(response.json());
}

let players = 0;

/** The saved-build app of a suite, on one database kind (`env` adds to the account app's). */
export function useSavedBuildApp(
  kind: DatabaseKind,
  env: () => Record<string, string> = () => ({}),
  appOptions: () => BuildAppOptions = () => ({}),
): SavedBuildTestApp {
  const t = useAccountApp(kind, env, undefined, appOptions);
  const as = (player: Player | null) => (player ? { cookie: player.cookie } : {});

  const database = async (): Promise<SavedBuildDb> =>
    (await t.database()).$extendTables<SavedBuildTables>();

  const save: SavedBuildTestApp['save'] = (player, body, method = 'POST') =>
    t.call(method, '/api/saved-builds', { ...as(player), body });

  return {
    t,
    async player(name) {
      players += 1;
      const username = name ?? `Fremen${players}`;
      const cookie = await t.signUp(username, `${username.toLowerCase()}@sietch.test`);
      return { username, cookie };
    },
    save,
    async saved(player, body, method = 'POST') {
      const response = await save(player, body, method);
      expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
      return saveBuildResponseSchema.parse(response.json());
    },
    open: (player, idOrUrl) => t.call('GET', `/api/saved-builds/${idOrUrl}`, as(player)),
    get: (player, url) => t.call('GET', url, as(player)),
    database,
    async storedCount() {
      const row = await (
        await database()
      )
        .selectFrom('saved_builds')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
