/**
 * The title search's words and `word:` keys as the repositories and the search use them.
 * Migration 0013 backfilled with its own frozen copy.
 */

/** The shortest prefix stored: shorter query words are matched by a scan instead. */
export const TITLE_WORD_MIN = 3;

/**
 * The words of a title or a search, lower-cased: runs of letters (with their marks) and
 * digits, so "Scout-Sniper" is two words and punctuation is never part of one.
 */
export function titleWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The `word:` keys of a title: each prefix of TITLE_WORD_MIN or more characters of each word. */
export function titleWordKeys(title: string): string[] {
  const keys = new Set<string>();
  for (const word of titleWords(title)) {
    // By code point, so a letter outside the BMP is never cut in half.
    const chars = Array.from(word);
    for (let length = TITLE_WORD_MIN; length <= chars.length; length++) {
      keys.add(`word:${chars.slice(0, length).join('')}`);
    }
  }
  return [...keys];
}
