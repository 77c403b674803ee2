import { memo, useId } from 'react';
import { SkillPointsView } from '../../builds/panels/SkillPointsView';
import { MAX_SKILL_POINT_CAP } from '../../skills/buildLimits';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';
import { selectCharacterBudget } from '../store/selectors';
import { CharacterToggle } from './CharacterToggle';
import {
  selectCap,
  selectCapRange,
  selectIsLevelingBuild,
  selectSpent,
} from '../../builds/buildSelectors';

const selectCustomCap = (s: PlannerState) => s.build.customSkillPointCap;
const selectLocked = (s: PlannerState) => s.ui.capLocked;
const selectPlansCharacter = (s: PlannerState) => selectCharacterBudget(s) !== null;

/**
 * The planner's skill-point counter, compact above the trees: the shared counter bound to the
 * planner's store, and for a Leveling Build (or any build with a custom cap) the cap slider
 * (min = SP spent, max 200, step 1) with its lock. Beside it, the control that opens the
 * character panel: a stated character's budget replaces the cap, and its slider with it.
 */
function SkillPointsPanelComponent() {
  const spent = usePlanner(selectSpent);
  const cap = usePlanner(selectCap);
  const customCap = usePlanner(selectCustomCap);
  const leveling = usePlanner(selectIsLevelingBuild);
  const range = usePlanner(selectCapRange);
  const locked = usePlanner(selectLocked);
  const plansCharacter = usePlanner(selectPlansCharacter);
  const { setSkillPointCap, toggleCapLock } = usePlannerActions();
  const sliderId = useId();
  const showSlider = leveling || customCap !== null;

  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <SkillPointsView spent={spent} cap={cap} compact>
          {showSlider && plansCharacter ? (
            <p className="pb-0.5 text-xs text-sand-300">
              The character&apos;s budget replaces the cap.
            </p>
          ) : showSlider ? (
            <div className="flex flex-col gap-1">
              <div className="flex items-center justify-between gap-2">
                <label htmlFor={sliderId} className="text-sm font-medium text-sand-200">
                  Skill point cap <span className="text-spice-200 tabular-nums">{cap}</span>
                </label>
                {leveling && (
                  <button
                    type="button"
                    aria-pressed={locked}
                    onClick={toggleCapLock}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm text-sand-200 hover:text-spice-200 aria-pressed:text-spice-300"
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
                      {locked ? (
                        <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
                      ) : (
                        <path d="M17 10V7a5 5 0 0 0-9.9-1l2 .4A3 3 0 0 1 15 7v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1Z" />
                      )}
                    </svg>
                    {locked ? 'Cap locked' : 'Lock cap'}
                  </button>
                )}
              </div>
              <input
                id={sliderId}
                type="range"
                min={range.min}
                max={MAX_SKILL_POINT_CAP}
                step={1}
                value={cap}
                disabled={locked}
                aria-valuetext={`${cap} skill points`}
                className="h-11 w-full cursor-pointer accent-spice-400 disabled:cursor-not-allowed disabled:opacity-50"
                onChange={(event) => {
                  setSkillPointCap(Number(event.target.value));
                }}
              />
              <p className="flex justify-between text-xs text-sand-300 tabular-nums">
                <span>{range.min}</span>
                <span>{MAX_SKILL_POINT_CAP}</span>
              </p>
            </div>
          ) : null}
        </SkillPointsView>
      </div>
      <CharacterToggle />
    </div>
  );
}

export const SkillPointsPanel = memo(SkillPointsPanelComponent);
