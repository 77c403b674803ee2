import { memo } from 'react';
import { GAME_MODE_LABELS, GAME_MODES } from '../../skills/gameModes';
import { buildGameMode } from '../../skills/gameModeRules';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';

const selectMode = (s: PlannerState) => buildGameMode(s.build);

/**
 * The planner's game mode switch: Multiplayer or Single-player as a small segmented control.
 * Switching swaps the build's mode-specific skills for their twins; the store's notice says what
 * changed.
 */
function GameModeSwitchComponent() {
  const mode = usePlanner(selectMode);
  const { switchGameMode } = usePlannerActions();
  return (
    <div role="group" aria-label="Game mode" className="flex items-center gap-2 text-sm">
      <span className="text-sand-300 lg:hidden" aria-hidden="true">
        Game mode
      </span>
      <div className="inline-flex rounded-lg border border-sand-700 bg-sand-950/60 p-0.5">
        {GAME_MODES.map((option) => {
          const current = option === mode;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={current}
              onClick={() => {
                switchGameMode(option);
              }}
              className={`min-h-11 rounded-md px-3 font-semibold whitespace-nowrap sm:min-h-10 transition-colors ${
                current
                  ? 'bg-spice-400 text-sand-950'
                  : 'text-sand-200 hover:bg-sand-800 hover:text-sand-50'
              }`}
            >
              {GAME_MODE_LABELS[option]}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The game mode switch bound to the planner's store. */
export const GameModeSwitch = memo(GameModeSwitchComponent);
