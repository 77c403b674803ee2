/**
 * The community list's filter and sort keys as the repositories write them to
 * `public_build_keys`. Migration 0006 backfilled with its own frozen copy.
 */

/** The filter keys of a build's tags and class, as stored in `public_build_keys.key`. */
export function publicListKeys(
  tags: readonly string[],
  typeTags: readonly string[],
  selectedClass: string,
): string[] {
  return [
    ...new Set([
      ...tags.map((tag) => `tag:${tag}`),
      ...typeTags.map((tag) => `type:${tag}`),
      `class:${selectedClass}`,
    ]),
  ];
}

/** The likes sort's second key: never-liked builds last on both databases (as in 0005). */
export function likesKey(likesUpdatedAt: string | null): string {
  return likesUpdatedAt ?? '';
}

/** The filter key of a build valid on game version `version` (its status, migration 0024). */
export function validOnKey(version: string): string {
  return `valid:${version}`;
}

/** The filter key of a build with a guide (migration 0026). */
export const GUIDE_KEY = 'has:guide';
/** The filter key of a build that shows its leveling plan (migration 0026). */
export const PLAN_KEY = 'has:plan';

/** What `contentKeys` reads of a build's stored data. */
interface PlannedBuild {
  levellingPlan?: unknown;
  levelingOrder?: unknown;
}

/**
 * The filter keys of what a build holds: a guide (more than spaces), and a leveling plan its
 * creator shows (taken in leveling order, with at least one step).
 */
export function contentKeys(guide: string, data: PlannedBuild): string[] {
  const keys: string[] = [];
  if (guide.trim() !== '') keys.push(GUIDE_KEY);
  const plan = Array.isArray(data.levellingPlan) ? data.levellingPlan : [];
  if (data.levelingOrder !== false && plan.length > 0) keys.push(PLAN_KEY);
  return keys;
}
