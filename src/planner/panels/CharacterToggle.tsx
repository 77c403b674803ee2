import { memo } from 'react';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';
import { CHARACTER_PANEL_ID } from './characterPanelId';

const selectOpen = (s: PlannerState) => s.ui.characterPanelOpen;
const selectLevel = (s: PlannerState) => s.build.character?.level ?? null;
const selectCombat = (s: PlannerState) => s.build.character?.combatLevel ?? null;

/**
 * The counter's quiet control that opens the character panel: a figure, and once a character
 * is stated its level, so the counter stays one short line.
 */
function CharacterToggleComponent() {
  const open = usePlanner(selectOpen);
  const level = usePlanner(selectLevel);
  const combat = usePlanner(selectCombat);
  const { toggleCharacterPanel } = usePlannerActions();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={CHARACTER_PANEL_ID}
      // The visible "Lv 60" is part of the name, as a spoken label must hold what is seen.
      aria-label={
        level === null ? 'Plan for a character' : `Character: Lv ${level}, Combat ${combat}`
      }
      title={level === null ? 'Plan for a character' : 'Character'}
      onClick={toggleCharacterPanel}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-2xl border border-sand-700/80 bg-sand-900/85 px-2 text-xs font-semibold text-sand-200 tabular-nums hover:border-spice-400 hover:text-spice-200 aria-expanded:border-spice-400 aria-expanded:text-spice-200"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
      </svg>
      {level !== null && <span aria-hidden="true">Lv {level}</span>}
    </button>
  );
}

export const CharacterToggle = memo(CharacterToggleComponent);
