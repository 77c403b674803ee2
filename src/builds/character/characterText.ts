import type { BuildCharacter } from '../../skills/buildSchema';
import type { CharacterBudget } from '../../skills/characterBudget';
import type { Confidence } from '../../skills/progression';

/**
 * A character's budget in players' words, shared by the planner and the viewer:
 * "Level 60: 60 SP · Combat 48: +27 SP".
 */

/** How a fact of the given confidence is marked; a fact of two or more sources is not. */
export const UNSURE_MARKS: Readonly<Record<Confidence, string | null>> = {
  C: null,
  S: 'unconfirmed',
  I: 'likely',
  '?': 'unknown',
};

/** Where the points come from: "Level 60: 60 SP · Combat 48: +27 SP". */
export function budgetSourceLine(character: BuildCharacter, budget: CharacterBudget): string {
  const level = `Level ${character.level}: ${budget.levelPoints} SP`;
  if (character.combatLevel === 0) return level;
  const skipped = budget.open.length - budget.bought.length;
  const traits = skipped > 0 ? ` (${budget.bought.length} of ${budget.open.length} traits)` : '';
  return `${level} · Combat ${character.combatLevel}: +${budget.traitPoints} SP${traits}`;
}

/** The Spice the bought traits cost: "Spice bill: 126 Spice Melange for 15 traits". */
export function spiceBillLine(budget: CharacterBudget): string {
  const count = budget.bought.length;
  if (count === 0) return 'Spice bill: no skill-point traits bought';
  return `Spice bill: ${budget.spice} Spice Melange for ${count} ${count === 1 ? 'trait' : 'traits'}`;
}
