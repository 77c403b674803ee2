import { memo } from 'react';
import { selectUnlockChecklist } from '../../builds/buildSelectors';
import { UnlockChecklistView } from '../../builds/panels/UnlockChecklistView';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';

/**
 * The planner's unlock checklist: what a character must have done to use the build, ticked as
 * the player goes. Nothing on game data without unlock facts (an older version).
 */
function UnlockChecklistPanelComponent() {
  const rows = usePlanner(selectUnlockChecklist);
  const { tickUnlock } = usePlannerActions();
  if (!rows) return null;
  return <UnlockChecklistView rows={rows} onTick={tickUnlock} />;
}

export const UnlockChecklistPanel = memo(UnlockChecklistPanelComponent);
