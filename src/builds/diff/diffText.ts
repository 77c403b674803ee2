import type { BuildCharacter } from '../../skills/buildSchema';
import type { SlotKind } from '../../skills/activeSlots';

/** The words of the build diff view, shared by its parts. */

/** The true minus sign, so "−3" reads as a minus and not a hyphen. */
export const MINUS = '−';

/** A difference with its sign: "+4", "−2", "0". */
export function signedNumber(value: number): string {
  if (value > 0) return `+${value}`;
  return value < 0 ? `${MINUS}${-value}` : '0';
}

const SLOT_LABELS: Record<SlotKind, string> = {
  ability: 'Ability slot',
  technique: 'Technique slot',
};

/** "Ability slot 1", as the planner labels its dropdowns. */
export function slotLabel(kind: SlotKind, slot: number): string {
  return `${SLOT_LABELS[kind]} ${slot}`;
}

/** A character as its chip names it, or "None" for a side that plans against its cap. */
export function characterText(character: BuildCharacter | null): string {
  if (!character) return 'None';
  const skipped = character.skippedTraits.length;
  const traits = skipped > 0 ? ` (${skipped} ${skipped === 1 ? 'trait' : 'traits'} skipped)` : '';
  return `Level ${character.level}, Combat ${character.combatLevel}${traits}`;
}

/** "1 unchanged line", "12 unchanged lines". */
export function unchangedLines(count: number): string {
  return `${count} unchanged ${count === 1 ? 'line' : 'lines'}`;
}

/** What the view says when two builds are the same. */
export const NO_DIFFERENCES = 'No differences.';
