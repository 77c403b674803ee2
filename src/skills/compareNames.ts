/**
 * Orders the game's names as `localeCompare` does (case aside, then lower case first; see its
 * test) without its costly first call, which builds collation tables, and alike in every locale.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  // Same letters: a lower-case letter has the higher code, and comes first.
  return a > b ? -1 : a < b ? 1 : 0;
}
