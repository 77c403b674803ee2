/**
 * How many builds an account has saved, for `GET /api/account`.
 *
 * HONEST PLACEHOLDER OF A LATER ISSUE: saved builds do not exist yet (there is no saved_builds
 * table), so every account has saved exactly 0 builds and this answers 0 without a query. The
 * saved-builds issue replaces the body with a count over its table, scoped to `userId`; the
 * account route already reads the number from here, so nothing else changes then.
 */
export interface SavedBuildCountRepository {
  countSavedBuilds(userId: string): Promise<number>;
}

/** The saved-build limit per account (spec §10). */
export const SAVED_BUILD_LIMIT = 10;

/** Answers 0 until the saved_builds table exists (see the comment above). */
export function createSavedBuildCountRepository(): SavedBuildCountRepository {
  return {
    countSavedBuilds: () => Promise.resolve(0),
  };
}
