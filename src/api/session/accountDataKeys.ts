/**
 * The API paths whose answers belong to the logged-in player. Their cached answers are dropped
 * when the player logs out, so the next player on this browser never sees them.
 */
const ACCOUNT_DATA_PATHS = [
  '/api/auth/me',
  '/api/account',
  '/api/my-build',
  '/api/saved-build',
  '/api/users/',
  '/api/collections',
  '/api/notifications',
] as const;

/** Whether an SWR cache key holds the logged-in player's data. */
export function isAccountDataKey(key: unknown): boolean {
  const path: unknown = Array.isArray(key) ? (key as unknown[])[0] : key;
  if (typeof path !== 'string') return false;
  const normalized = `/${path.replace(/^\/+/, '')}`;
  return ACCOUNT_DATA_PATHS.some((prefix) => normalized.startsWith(prefix));
}
