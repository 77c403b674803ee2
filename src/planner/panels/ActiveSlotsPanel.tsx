import { memo, useCallback } from 'react';
import type { SlotKind } from '../../skills/activeSlots';
import { activeSlots } from '../../skills/activeSlots';
import { ACTIVE_SLOT_COUNT } from '../../skills/buildSchema';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerStore';
import { selectSlotOptions } from '../store/selectors';
import { Panel } from '../../builds/panels/Panel';
import { SlotPicker } from './SlotPicker';

const TITLES: Record<SlotKind, string> = {
  ability: 'Active Abilities',
  technique: 'Active Techniques',
};
const SLOT_LABEL: Record<SlotKind, string> = {
  ability: 'Ability slot',
  technique: 'Technique slot',
};

const SLOTS = Array.from({ length: ACTIVE_SLOT_COUNT }, (_, i) => i);

function Slot({ kind, slot }: { kind: SlotKind; slot: number }) {
  const options = usePlanner(
    useCallback((s: PlannerState) => selectSlotOptions(s, kind, slot), [kind, slot]),
  );
  const held = usePlanner(
    useCallback((s: PlannerState) => activeSlots(s.build, kind)[slot] ?? null, [kind, slot]),
  );
  const name = usePlanner(
    useCallback(
      (s: PlannerState) => (held === null ? null : (s.index.skillsById.get(held)?.name ?? null)),
      [held],
    ),
  );
  const { chooseSlotSkill } = usePlannerActions();
  return (
    <SlotPicker
      label={`${SLOT_LABEL[kind]} ${slot + 1}`}
      value={name}
      options={options}
      onChoose={(skillId) => {
        chooseSlotSkill(kind, slot, skillId);
      }}
    />
  );
}

/** The three Active Abilities or Active Techniques slots. */
function ActiveSlotsPanelComponent({ kind }: { kind: SlotKind }) {
  return (
    <Panel title={TITLES[kind]} testId={`active-${kind}`}>
      <div className="grid grid-cols-1 gap-3">
        {SLOTS.map((slot) => (
          <Slot key={slot} kind={kind} slot={slot} />
        ))}
      </div>
    </Panel>
  );
}

export const ActiveSlotsPanel = memo(ActiveSlotsPanelComponent);
