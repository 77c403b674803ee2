/**
 * How sign-ups and renames fold a username into `users.username_skeleton`. Migration 0015
 * backfilled with its own frozen copy; a change here applies to new writes only.
 */

/** Characters a reader takes for another, folded to one representative (after lower case). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  '|': 'l',
  '!': 'l',
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'l',
  ї: 'l',
  ӏ: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ў: 'y',
  х: 'x',
  ԝ: 'w',
  ь: 'b',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'l',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Latin letters of other alphabets
  ı: 'l',
  ɡ: 'g',
  ɑ: 'a',
  ß: 'ss',
};

/** Letter pairs that read as one letter. */
const LOOK_ALIKE_PAIRS: readonly (readonly [RegExp, string])[] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];

/**
 * The skeleton of a username, in the spirit of Unicode TR39: NFKC, lower case, look-alike
 * characters folded to one representative, marks and separators dropped. Two names with one
 * skeleton look the same to a reader.
 */
export function usernameSkeleton(username: string): string {
  const folded = Array.from(username.normalize('NFKC').toLowerCase().normalize('NFD'))
    .filter((char) => !/\p{M}/u.test(char))
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('')
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return LOOK_ALIKE_PAIRS.reduce((text, [pair, one]) => text.replace(pair, one), folded);
}
