import { lazy, memo, Suspense } from 'react';
import { usePlanner } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';

// Closed on every first screen: its code comes with the first click on the counter's control.
const LazyCharacterPanel = lazy(() =>
  import('./CharacterPanel').then((m) => ({ default: m.CharacterPanel })),
);

const selectOpen = (s: PlannerState) => s.ui.characterPanelOpen;

/** Where the character panel opens, loading its code only once it is opened. */
function CharacterPanelSlotComponent() {
  const open = usePlanner(selectOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LazyCharacterPanel />
    </Suspense>
  );
}

export const CharacterPanelSlot = memo(CharacterPanelSlotComponent);
