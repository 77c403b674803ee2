import type { Patch } from './progression';

/**
 * Which dated patch changed something, read only from the patches' own texts: a patch whose
 * text names the skill, else the whole span between two versions, marked as unsure.
 */

/** How sure a dating is: the patch names the change, names only the skill, or no patch does. */
export type PatchSureness = 'named' | 'likely' | 'unconfirmed';

export interface PatchDating {
  /** "1.5 (2026-09-17)", or "between launch and 1.5.3.6 (2025-06-10 to 2026-10-06)". */
  label: string;
  /** The patch's version when one patch is named, else null (a span). */
  version: string | null;
  sureness: PatchSureness;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a patch's text names a skill as a whole word ("Stop", "Ignore's"). */
function patchNamesSkill(patch: Patch, skillName: string): boolean {
  return new RegExp(`(^|[^\\w-])${escaped(skillName)}(?![\\w-])`).test(patch.skillChanges);
}

/**
 * The patches after `from` up to and including `to`, oldest first: those that can have
 * changed a build made with `from`. A version the list does not know widens the span.
 */
function patchesBetween(patches: readonly Patch[], from: string, to: string): Patch[] {
  const start = patches.findIndex((patch) => patch.version === from);
  const end = patches.findIndex((patch) => patch.version === to);
  return patches.slice(start + 1, end === -1 ? patches.length : end + 1);
}

function dateOf(patches: readonly Patch[], version: string): string | undefined {
  return patches.find((patch) => patch.version === version)?.date;
}

/** The span between two versions, with their dates where the patch list has both. */
export function spanDating(patches: readonly Patch[], from: string, to: string): PatchDating {
  const start = dateOf(patches, from);
  const end = dateOf(patches, to);
  const dates = start !== undefined && end !== undefined ? ` (${start} to ${end})` : '';
  return { label: `between ${from} and ${to}${dates}`, version: null, sureness: 'unconfirmed' };
}

/**
 * The dating of a change to a skill: the first patch in the span whose text names it (`named`
 * when the data's change is of the kind the text says, else `likely`), else the span.
 */
export function datingOf(
  patches: readonly Patch[],
  from: string,
  to: string,
  skillName: string,
  sureWhenNamed: boolean,
): PatchDating {
  const patch = patchesBetween(patches, from, to).find((p) => patchNamesSkill(p, skillName));
  if (!patch) return spanDating(patches, from, to);
  return {
    label: `${patch.version} (${patch.date})`,
    version: patch.version,
    sureness: sureWhenNamed ? 'named' : 'likely',
  };
}
