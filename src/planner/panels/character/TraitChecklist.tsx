import type { BuildCharacter } from '../../../skills/buildSchema';
import type { CombatTrait } from '../../../skills/progression';

export interface TraitChecklistProps {
  character: BuildCharacter;
  /** The skill-point traits open at the character's Combat level. */
  open: readonly CombatTrait[];
  onToggle: (combatLevel: number) => void;
}

/** One trait as a player reads it: "Combat 18: +3 SP · 5 Spice". */
function traitLabel(trait: CombatTrait): string {
  return `Combat ${trait.combatLevel}: +${trait.skillPoints} SP · ${trait.spiceCost} Spice`;
}

/** The skill-point traits open at the character's Combat level, ticked when bought. */
export function TraitChecklist({ character, open, onToggle }: TraitChecklistProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="text-sm font-medium text-sand-200">Skill-point traits bought</legend>
      {open.length === 0 ? (
        <p className="text-xs text-sand-300">No skill-point trait opens before Combat 1.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
          {open.map((trait) => (
            <li key={trait.combatLevel}>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-sand-200 tabular-nums">
                <input
                  type="checkbox"
                  className="size-4 accent-spice-400"
                  checked={!character.skippedTraits.includes(trait.combatLevel)}
                  onChange={() => {
                    onToggle(trait.combatLevel);
                  }}
                />
                {traitLabel(trait)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
