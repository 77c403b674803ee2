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
