import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { plannerBuildCode } from '../api/plannerBuildStorage';
import { useCurrentUser } from '../api/session/sessionContext';
import {
  LazyCompareWithDialog,
  preloadCompareWithDialog,
} from '../builds/compare/lazyCompareWithDialog';
import type { LoadMyBuilds } from '../builds/compare/useMyBuildChoices';
import { Button } from '../ui/Button';

export interface CompareWithButtonProps {
  /** The viewed build's public id; null for a hand-over, which has no address to compare. */
  url: string | null;
  /** Reads the planner's build (default: local storage), when the dialog opens. */
  readPlannerCode?: () => string | null;
  /** Loads the player's saved builds when the dialog opens (default: the API). */
  loadMyBuilds?: LoadMyBuilds;
}

/**
 * "Compare with my build": asks which build (the planner's, a saved one, a pasted link or code)
 * and goes to the compare page with the viewed build first. The dialog's code loads on intent.
 */
export function CompareWithButton({
  url,
  readPlannerCode = plannerBuildCode,
  loadMyBuilds,
}: CompareWithButtonProps) {
  const loggedIn = useCurrentUser() !== null;
  const navigate = useNavigate();
  // The planner's build as it was when the dialog opened; undefined while closed.
  const [plannerCode, setPlannerCode] = useState<string | null | undefined>(undefined);
  if (url === null) return null;
  const close = () => {
    setPlannerCode(undefined);
  };
  return (
    <>
      <Button
        variant="secondary"
        onPointerEnter={() => void preloadCompareWithDialog()}
        onFocus={() => void preloadCompareWithDialog()}
        onClick={() => {
          setPlannerCode(readPlannerCode());
        }}
      >
        Compare with my build
      </Button>
      {plannerCode !== undefined && (
        <Suspense fallback={null}>
          <LazyCompareWithDialog
            open
            onClose={close}
            title="Compare with my build"
            self={url}
            plannerCode={plannerCode}
            loggedIn={loggedIn}
            onCompare={(path) => {
              close();
              void navigate(path);
            }}
            {...(loadMyBuilds ? { loadMyBuilds } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
