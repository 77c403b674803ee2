import { memo, useCallback } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ActiveSlotsView } from '../../builds/panels/ActiveSlotsView';
import type { SlotKind } from '../../skills/activeSlots';
import { activeSlots } from '../../skills/activeSlots';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import { SlotPicker } from './SlotPicker';
import type { PlannerState } from '../store/plannerTypes';
import { selectSlotOptions } from '../../builds/buildSelectors';

/** One slot's dropdown, bound to the store: it re-renders only when its own options change. */
const Slot = memo(function Slot({
  kind,
  slot,
  label,
  name,
}: {
  kind: SlotKind;
  slot: number;
  label: string;
  name: string | null;
}) {
  const options = usePlanner(
    useCallback((s: PlannerState) => selectSlotOptions(s, kind, slot), [kind, slot]),
  );
  const { chooseSlotSkill } = usePlannerActions();
  return (
    <SlotPicker
      label={label}
      value={name}
      options={options}
      onChoose={(skillId) => {
        chooseSlotSkill(kind, slot, skillId);
      }}
    />
  );
});

/** The three Active Abilities or Active Techniques slots, each a dropdown bound to the store. */
function ActiveSlotsPanelComponent({ kind }: { kind: SlotKind }) {
  // Shallow-compared, so a change elsewhere in the build keeps the same names array.
  const names = usePlanner(
    useShallow((s: PlannerState) =>
      activeSlots(s.build, kind).map((held) =>
        held === null ? null : (s.index.skillsById.get(held)?.name ?? null),
      ),
    ),
  );
  return (
    <ActiveSlotsView
      kind={kind}
      names={names}
      renderPicker={(slot, label, name) => (
        <Slot kind={kind} slot={slot} label={label} name={name} />
      )}
    />
  );
}

export const ActiveSlotsPanel = memo(ActiveSlotsPanelComponent);
