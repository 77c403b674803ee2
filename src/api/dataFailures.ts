/**
 * The spec's texts (§8) for the game-data reads that failed: each read's error carries its own,
 * logged as 'Query error', while a page keeps showing its own words for the failure.
 */
export const DATA_FAILURES = {
  classes: 'Failed to fetch classes',
  skillTrees: 'Failed to fetch skill trees',
  class: 'Failed to fetch class',
  classDetails: 'Failed to fetch class details',
  skills: 'Failed to fetch skills',
} as const;

/** The spec's game-data calls (§7), each with its failure. */
const CALLS: readonly (readonly [RegExp, string])[] = [
  [/^\/api\/classes$/, DATA_FAILURES.classes],
  [/^\/api\/skill-trees$/, DATA_FAILURES.skillTrees],
  [/^\/api\/classes\/[^/]+\/skill-trees$/, DATA_FAILURES.skillTrees],
  [/^\/api\/classes\/[^/]+$/, DATA_FAILURES.class],
  [/^\/api\/skill-trees\/[^/]+\/skills$/, DATA_FAILURES.skills],
];

/** What a failed read of `path` says when its answer carries no message; null: not game data. */
export function dataFailureOf(path: string): string | null {
  const bare = path.split('?')[0] ?? path;
  return CALLS.find(([pattern]) => pattern.test(bare))?.[1] ?? null;
}
