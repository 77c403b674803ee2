import { useState } from 'react';
import { preloadCompareWithDialog } from '../../builds/compare/lazyCompareWithDialog';
import { usePlannerStoreApi } from '../store/PlannerStoreProvider';
import { plannerCompareSide } from './plannerCompareSide';

/**
 * Opening and closing "Compare with…" from the planner's menu: the planner's build is named as
 * it is when the dialog opens. The dialog's code loads on the menu item's hover or focus.
 */
export function useCompareWith() {
  const store = usePlannerStoreApi();
  // The planner's side while the dialog is open; null while closed.
  const [self, setSelf] = useState<string | null>(null);
  return {
    self,
    open: () => {
      setSelf(plannerCompareSide(store.getState()));
    },
    close: () => {
      setSelf(null);
    },
    preload: () => void preloadCompareWithDialog(),
  };
}
