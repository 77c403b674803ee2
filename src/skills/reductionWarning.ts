import type { AllocationContext } from './allocation';
import { soleDependantIds } from './allocation';
import { skillName } from './skillLookup';

/**
 * The tooltip's warning that lowering a skill stops at level 1 (spec §4): a right click (minus)
 * takes one level at a time and refuses the last while an active skill depends solely on it.
 */

/** The spec warns only at level 3, the max, where a click adds nothing and lowering is the move. */
const WARNED_LEVEL = 3;

/** 'Clicking will reduce to level 1 (required by A, B)' for a level-3 skill others depend on. */
export function reductionWarning(context: AllocationContext, skillId: number): string | null {
  if ((context.levels.get(skillId) ?? 0) !== WARNED_LEVEL) return null;
  const dependants = soleDependantIds(context.index, context.levels, skillId);
  if (dependants.length === 0) return null;
  const names = dependants.map((id) => skillName(context.index, id)).join(', ');
  return `Clicking will reduce to level 1 (required by ${names})`;
}
