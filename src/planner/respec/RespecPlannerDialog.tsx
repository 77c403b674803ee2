import { Suspense } from 'react';
import { LazyRespecDialog } from '../dialogs/lazyDialogs';
import type { RespecOpening } from './useRespecPlanner';

/** The respec planner's lazy dialog, shown while the planner's menu has it open. */
export function RespecPlannerDialog({
  opening,
  loggedIn,
  onClose,
}: {
  opening: RespecOpening;
  loggedIn: boolean;
  onClose: () => void;
}) {
  if (opening === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyRespecDialog
        open
        build={opening.build}
        index={opening.index}
        loggedIn={loggedIn}
        onClose={onClose}
      />
    </Suspense>
  );
}
