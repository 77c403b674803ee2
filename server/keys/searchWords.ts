/**
 * The words of a text as the community search indexes and looks them up: runs of letters and
 * digits, lower-cased and without accents ("Crysknife-Duelist" is crysknife and duelist, "Ré" is
 * re). JavaScript makes them for both databases, so a word means the same on SQLite and
 * PostgreSQL (whose own folding differs). Migration 0025 backfilled with its own frozen copy.
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}
