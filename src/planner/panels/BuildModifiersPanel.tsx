import { memo } from 'react';
import { BuildModifiersView } from '../../builds/panels/BuildModifiersView';
import { usePlanner } from '../store/PlannerStoreProvider';
import { selectModifierGroups } from '../../builds/buildSelectors';

/** Build Modifiers of the planner's build: the shared view, bound to the planner's store. */
function BuildModifiersPanelComponent() {
  const groups = usePlanner(selectModifierGroups);
  return <BuildModifiersView groups={groups} />;
}

export const BuildModifiersPanel = memo(BuildModifiersPanelComponent);
