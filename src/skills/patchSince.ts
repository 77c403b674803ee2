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

/** The dated patches, newest first (the data lists them oldest first). */
export function patchesSince(patches: readonly Patch[]): PatchSince[] {
  return patches
    .flatMap((patch) => {
      const since = patchSinceDate(patch);
      return since === null
        ? []
        : [{ version: patch.version, since, label: `${patch.version} (${since})` }];
    })
    .reverse();
}
