import type { Patch } from './progression';

/**
 * The patches a list of builds can be narrowed to "updated since": each with the day (or month)
 * it counts from, read from the patch's own date text, which says no more than is known.
 */

export interface PatchSince {
  version: string;
  /** "2026-10-06", or "2026-09" when only the month is known: compared with ISO times. */
  since: string;
  /** "1.5.3.6 (2026-10-06)". */
  label: string;
}

const DATE = /\d{4}-\d{2}(?:-\d{2})?/;

/**
 * The first date a patch's text gives: for "2025-12-19 (public test); live … on 2026-02-03" the
 * public test's, since builds made for the test already knew the patch. Null without a date.
 */
export function patchSinceDate(patch: Patch): string | null {
  return DATE.exec(patch.date)?.[0] ?? null;
}

/**
 * The dated patches, newest first (the data lists them oldest first). A patch known only by its
 * month counts from no earlier than the patch before it: 1.5.3.0 ("2026-09") came after 1.5.
 */
export function patchesSince(patches: readonly Patch[]): PatchSince[] {
  const dated: PatchSince[] = [];
  let previous = '';
  for (const patch of patches) {
    const date = patchSinceDate(patch);
    if (date === null) continue;
    const since = date < previous ? previous : date;
    previous = since;
    dated.push({ version: patch.version, since, label: `${patch.version} (${date})` });
  }
  return dated.reverse();
}
