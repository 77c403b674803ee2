/**
 * A counter of changes to what the community list shows, bumped by every write that can change
 * it (a save, overwrite or delete of a saved build, a like or unlike, an account deleted or
 * renamed). The list's cache (services/publicBuilds.ts) keeps a page only while the counter is
 * unchanged, so a player who saves or likes sees it on their next request. One counter per
 * process, shared by every repository instance: a bump from any of them must reach the cache;
 * other processes converge through the cache's short lifetime.
 */
let version = 0;

/** The current count of changes in this process. */
export function publicListVersion(): number {
  return version;
}

/** Marks the community list as changed; called after the write's transaction commits. */
export function bumpPublicListVersion(): void {
  version++;
}
