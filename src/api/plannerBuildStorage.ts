import { localStorageOrNull } from './browserStorage';

/**
 * The build in the player's planner as a share code, kept in local storage so another page (the
 * viewer's "Compare with my build") can name it without the planner open. Only the code: the
 * build's texts stay in the planner.
 */
export const PLANNER_BUILD_KEY = 'planner-build';

/** Remembers the planner's build (null: a blank build, nothing to remember). */
export function rememberPlannerBuild(
  code: string | null,
  store: Storage | null = localStorageOrNull(),
): void {
  try {
    if (code === null) store?.removeItem(PLANNER_BUILD_KEY);
    else store?.setItem(PLANNER_BUILD_KEY, code);
  } catch {
    // Storage full or refused: the viewer then offers no planner build, as with none.
  }
}

/** The share code of the build last in the player's planner, or null when there is none. */
export function plannerBuildCode(store: Storage | null = localStorageOrNull()): string | null {
  try {
    const code = store?.getItem(PLANNER_BUILD_KEY)?.trim() ?? '';
    return code === '' ? null : code;
  } catch {
    return null;
  }
}
