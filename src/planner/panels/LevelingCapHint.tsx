import { memo } from 'react';
import { selectIsLevelingBuild } from '../../builds/buildSelectors';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';

const selectHasCap = (s: PlannerState) =>
  selectIsLevelingBuild(s) ||
  s.build.customSkillPointCap !== null ||
  s.build.character !== undefined;

/**
 * How to get a skill point cap: tag the build a Leveling Build. Beside the leveling plan, below
 * the trees, as the counter above them stays one short line; gone once the cap's slider shows
 * or a character's budget replaces the cap.
 */
function LevelingCapHintComponent() {
  const hasCap = usePlanner(selectHasCap);
  const { openDialog } = usePlannerActions();
  if (hasCap) return null;
  return (
    <p className="px-1 text-xs text-sand-300" data-testid="leveling-cap-hint">
      Planning the climb?{' '}
      <button
        type="button"
        className="inline-flex min-h-11 items-center font-semibold text-spice-300 underline underline-offset-4 hover:text-spice-200"
        onClick={() => {
          openDialog('tags');
        }}
      >
        Tag it a Leveling Build
      </button>{' '}
      to set a skill point cap.
    </p>
  );
}

export const LevelingCapHint = memo(LevelingCapHintComponent);
