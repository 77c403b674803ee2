import type { SaveBuildRequest, SaveBuildResponse } from '../contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../contract/savedBuildsTexts';
import { ApiRequestError, requestJson } from '../requestJson';
import { SAVED_BUILD_NAMES_KEY } from './keys';

/**
 * Saving a build to the account (spec §4 "Save flow", §7): `POST /api/saved-builds` saves under
 * a new name, `PUT /api/saved-builds` overwrites the build of that name. Neither throws: each
 * answers what the planner shows next.
 */

/** What a save came to. */
export type SaveBuildResult =
  /** Stored (201 or 200): the outcome, the server's sentence and the build as stored. */
  | { kind: 'saved'; answer: SaveBuildResponse }
  /** 409: the account already has a build of that name (the Overwrite dialog asks). */
  | { kind: 'conflict'; message: string }
  /** 403 BUILD_LIMIT_REACHED: every save slot is used. */
  | { kind: 'limit'; message: string }
  /** Anything else: the server's message, or the spec's 'Failed to save/overwrite build'. */
  | { kind: 'failed'; message: string };

/**
 * The contract's schemas, with zod, loaded with the first save: the planner, which loads this
 * module, must not build them on its load.
 */
const contract = () => import('../contract/savedBuilds');
const responseSchema = () =>
  contract().then(({ saveBuildResponseSchema }) => saveBuildResponseSchema);

/** Whether a refusal is the account's full save slots (403 BUILD_LIMIT_REACHED). */
async function isLimitReached(body: unknown): Promise<boolean> {
  try {
    const { buildLimitReachedSchema } = await contract();
    return buildLimitReachedSchema.safeParse(body).success;
  } catch {
    return false;
  }
}

async function send(
  method: 'POST' | 'PUT',
  body: SaveBuildRequest,
  fallbackMessage: string,
): Promise<SaveBuildResult> {
  try {
    const answer = await requestJson(SAVED_BUILD_NAMES_KEY, {
      method,
      body,
      schema: responseSchema,
      fallbackMessage,
    });
    return { kind: 'saved', answer };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: fallbackMessage };
    if (method === 'POST' && error.status === 409) {
      return { kind: 'conflict', message: error.message };
    }
    if (error.status === 403 && (await isLimitReached(error.body))) {
      return { kind: 'limit', message: SAVED_BUILD_TEXTS.limitReached };
    }
    return { kind: 'failed', message: error.message };
  }
}

/** `POST /api/saved-builds`: saves the build under a name the account does not have yet. */
export function saveBuild(body: SaveBuildRequest): Promise<SaveBuildResult> {
  return send('POST', body, SAVED_BUILD_TEXTS.saveFailed);
}

/** `PUT /api/saved-builds`: overwrites the account's build of that name. */
export function overwriteBuild(body: SaveBuildRequest): Promise<SaveBuildResult> {
  return send('PUT', body, SAVED_BUILD_TEXTS.overwriteFailed);
}
