import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { LazyCompareWithDialog } from '../../builds/compare/lazyCompareWithDialog';
import type { LoadMyBuilds } from '../../builds/compare/useMyBuildChoices';

/** "Compare with…" of the planner's menu: a saved build or a pasted link or code. */
export function CompareWithPlannerDialog({
  self,
  loggedIn,
  onClose,
  loadMyBuilds,
}: {
  /** The planner's build as a compare side; null while the dialog is closed. */
  self: string | null;
  loggedIn: boolean;
  onClose: () => void;
  /** Loads the player's saved builds when the dialog opens (default: the API). */
  loadMyBuilds?: LoadMyBuilds;
}) {
  const navigate = useNavigate();
  if (self === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyCompareWithDialog
        open
        onClose={onClose}
        title="Compare with…"
        self={self}
        plannerCode={null}
        loggedIn={loggedIn}
        onCompare={(path) => {
          onClose();
          void navigate(path);
        }}
        {...(loadMyBuilds ? { loadMyBuilds } : {})}
      />
    </Suspense>
  );
}
