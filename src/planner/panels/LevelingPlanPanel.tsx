import { memo } from 'react';
import { LevelingPlanView } from '../../builds/panels/LevelingPlanView';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';
import { selectLevelingRows } from '../../builds/buildSelectors';

const selectLevelingOrder = (s: PlannerState) => s.build.levelingOrder;

/**
 * The planner's Leveling Plan: the shared view bound to the planner's store, with the
 * creator's "Share the order" checkbox beside its heading.
 */
function LevelingPlanPanelComponent() {
  const rows = usePlanner(selectLevelingRows);
  const levelingOrder = usePlanner(selectLevelingOrder);
  const { setLevelingOrder } = usePlannerActions();
  return (
    <LevelingPlanView
      rows={rows}
      levelingOrder={levelingOrder}
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
