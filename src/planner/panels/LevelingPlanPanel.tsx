import { memo } from 'react';
import { LevelingPlanView } from '../../builds/panels/LevelingPlanView';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';
import { selectLevelingRows } from '../../builds/buildSelectors';
import { selectPlanStepLevels } from '../store/selectors';

const selectLevelingOrder = (s: PlannerState) => s.build.levelingOrder;

/**
 * The planner's Leveling Plan: the shared view bound to the planner's store, with the
 * creator's "Share the order" checkbox beside its heading and, for a stated character, the
 * character level at which each step is affordable.
 */
function LevelingPlanPanelComponent() {
  const rows = usePlanner(selectLevelingRows);
  const levelingOrder = usePlanner(selectLevelingOrder);
  const stepLevels = usePlanner(selectPlanStepLevels);
  const { setLevelingOrder } = usePlannerActions();
  return (
    <LevelingPlanView
      rows={rows}
      levelingOrder={levelingOrder}
      stepLevels={stepLevels}
      actions={
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-sand-200">
          <input
            type="checkbox"
            className="size-4 accent-spice-400"
            checked={levelingOrder}
            onChange={(event) => {
              setLevelingOrder(event.target.checked);
            }}
          />
          Share the order
        </label>
      }
    />
  );
}

export const LevelingPlanPanel = memo(LevelingPlanPanelComponent);
