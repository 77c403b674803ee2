import type { ReactNode } from 'react';
import type { BuildCharacter } from '../../skills/buildSchema';
import type { CharacterBudget } from '../../skills/characterBudget';
import type { Confidence, Progression } from '../../skills/progression';
import { budgetSourceLine, spiceBillLine, UNSURE_MARKS } from '../character/characterText';

export interface CharacterBudgetViewProps {
  character: BuildCharacter;
  budget: CharacterBudget;
  progression: Progression;
  /** The planner's controls for the character, shown under the summary. */
  children?: ReactNode;
}

/** A word that marks a fact as unsure, or nothing for a fact of two or more sources. */
function UnsureMark({ confidence }: { confidence: Confidence }) {
  const mark = UNSURE_MARKS[confidence];
  if (!mark) return null;
  return (
    <span className="ml-1.5 rounded-md border border-sand-600 px-1.5 py-0.5 text-[0.7rem] font-medium tracking-wide text-sand-300 uppercase">
      {mark}
    </span>
  );
}

/**
 * The character a build is planned for: where its skill points come from, the Spice its Combat
 * traits cost, and how specialisations open. Props only, so the planner and the viewer agree.
 */
export function CharacterBudgetView({
  character,
  budget,
  progression,
  children,
}: CharacterBudgetViewProps) {
  const levels = progression.characterLevels;
  const combat = progression.combat;
  return (
    <section
      aria-label="Character"
      data-testid="character-budget"
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-sand-700/80 bg-sand-900/85 p-4 text-sm text-sand-200 shadow-lg shadow-black/30"
    >
      <h3 className="text-xs font-semibold tracking-[0.2em] text-sand-300 uppercase">Character</h3>
      <p className="font-semibold text-sand-50" data-testid="budget-sources">
        {budgetSourceLine(character, budget)}
      </p>
      <p className="text-sand-200">
        Budget <span className="font-semibold text-spice-200 tabular-nums">{budget.total} SP</span>
        <span className="text-sand-300">
          {' '}
          (one point per level, the starting ability&apos;s counted)
        </span>
        <UnsureMark confidence={levels.confidence} />
      </p>
      <p data-testid="spice-bill">
        {spiceBillLine(budget)}
        <UnsureMark confidence={combat.confidence.spice} />
      </p>
      {character.combatLevel > 0 && (
        <details className="group">
          <summary className="min-h-11 cursor-pointer content-center text-spice-200 hover:text-spice-100">
            How specialisations open
          </summary>
          <ol className="ml-5 list-decimal space-y-1 text-sand-200">
            {combat.gate.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-1 text-xs text-sand-300">{combat.note}</p>
        </details>
      )}
      {children}
    </section>
  );
}
