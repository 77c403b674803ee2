// The community list's two filters on builds through time, shared by the list's address
// (./communityFilters), its query's schema (./publicBuilds) and the server. No zod: the list's
// first screen reads them.

/** The value of `valid` that asks for builds valid on the current game version. */
export const VALID_ONLY = '1';

export const VALID_ONLY_EXPECTED = 'Expected 1 (only builds valid on the current game version).';

/** What a patch's version may look like in an address ("1.5.3.6", "launch"). */
export const PATCH_VERSION_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;

export const PATCH_VERSION_EXPECTED =
  'Expected a patch version of the game data, such as 1.5 (letters, digits, dots; at most 32).';

/** The 400 for a well-formed version that no dated patch has. */
export function unknownPatchMessage(version: string, known: readonly string[]): string {
  return `No dated patch ${version}: expected one of ${known.join(', ')}.`;
}

/** Whether a value from an address can name a patch at all (a known one is checked later). */
export function isPatchVersion(value: string): boolean {
  return PATCH_VERSION_PATTERN.test(value);
}
