/**
 * Orders two names of the game's (skills, stats) alphabetically, letter case aside, then lower
 * case first (as locales order them), so the order is total. The same order as `localeCompare` gives the game's names (plain ASCII;
 * tests/domain/compareNames.test.ts holds them equal for every skill and stat), without its
 * first call building the locale's collation tables, which cost a phone's first render of the
 * modifiers and slot lists tens of milliseconds (4× CPU throttling). Also the same on every
 * machine, whatever its locale.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  // Same letters: a lower-case letter has the higher code, and comes first.
  return a > b ? -1 : a < b ? 1 : 0;
}
