/** An SWR key: a path, or a tuple whose first element is the path. */
export type ApiKey = string | readonly [string, ...unknown[]];

/** Where the API lives: `VITE_API_ORIGIN` when set at build time, else this site's origin. */
function apiOrigin(): string {
  const configured = import.meta.env.VITE_API_ORIGIN;
  const origin = configured && configured.trim() !== '' ? configured : window.location.origin;
  return origin.replace(/\/+$/, '');
}

/**
 * The URL a key is fetched from (spec §7): `{host}/{path}`, where path is the key's first
 * element with its leading slashes removed.
 */
export function apiUrl(key: ApiKey, origin: string = apiOrigin()): string {
  const path = typeof key === 'string' ? key : key[0];
  return `${origin}/${path.replace(/^\/+/, '')}`;
}
