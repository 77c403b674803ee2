import { useState } from 'react';
import { LazyRespecDialog } from '../dialogs/lazyDialogs';
import { usePlannerStoreApi } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';

/** The planner's build and game data when the respec planner opened (it is modal meanwhile). */
export type RespecOpening = Pick<PlannerState, 'build' | 'index'> | null;

/**
 * Opening and closing the respec planner from the planner's menu; its code loads on the
 * menu item's hover or focus, never with the planner.
 */
export function useRespecPlanner() {
  const store = usePlannerStoreApi();
  const [opening, setOpening] = useState<RespecOpening>(null);
  return {
    opening,
    open: () => {
      const { build, index } = store.getState();
      setOpening({ build, index });
    },
    close: () => {
      setOpening(null);
    },
    preload: () => void LazyRespecDialog.preload(),
  };
}
