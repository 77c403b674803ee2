/**
 * The planner's opening of a named build (a build link, a share code, a hand-over), loaded when
 * the address or storage names one: it brings the engine's import and the API's contracts, so
 * zod and its schemas, which a new build's load does without (building them was 35-48 ms of
 * main thread on this machine, four times that on Lighthouse's phone).
 */
export function loadBoot() {
  return import('./bootPlanner');
}
