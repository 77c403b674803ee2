/**
 * The planner's opening of a named build (link, share code, hand-over), loaded only when one is
 * named: it brings the import, the contracts and zod, whose schemas a new build's load skips.
 */
export function loadBoot() {
  return import('./bootPlanner');
}
