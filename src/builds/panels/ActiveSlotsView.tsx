import type { ReactNode } from 'react';
import type { SlotKind } from '../../skills/activeSlots';
import { Panel } from './Panel';

const TITLES: Record<SlotKind, string> = {
  ability: 'Active Abilities',
  technique: 'Active Techniques',
};
const SLOT_LABEL: Record<SlotKind, string> = {
  ability: 'Ability slot',
  technique: 'Technique slot',
};

/** The three slots of one kind, and how the planner edits them. */
export interface ActiveSlotsViewProps {
  kind: SlotKind;
  /** The names of the skills in the kind's slots, in slot order (null: an empty slot). */
  names: readonly (string | null)[];
  /**
   * The planner's dropdown of a slot, given its label ("Ability slot 1") and its skill's name.
   * Without it the slots are read-only text (the build viewer).
   */
  renderPicker?: (slot: number, label: string, name: string | null) => ReactNode;
}

/**
 * The three Active Abilities or Active Techniques slots from props alone. With a picker (the
 * planner) each slot is its dropdown in the kind's own panel; read-only (the viewer) the slots
 * are a numbered list under the kind's heading, 'Empty' for an unused slot, for the page to put
 * in its own panel.
 */
export function ActiveSlotsView({ kind, names, renderPicker }: ActiveSlotsViewProps) {
  if (renderPicker) {
    return (
      <Panel title={TITLES[kind]} testId={`active-${kind}`}>
        <div className="grid grid-cols-1 gap-3">
          {names.map((name, slot) => (
            <div key={`${kind}-${slot + 1}`}>
              {renderPicker(slot, `${SLOT_LABEL[kind]} ${slot + 1}`, name)}
            </div>
          ))}
        </div>
      </Panel>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid={`active-${kind}`}>
      <h3 className="text-sm font-semibold text-sand-200">{TITLES[kind]}</h3>
      <ol aria-label={TITLES[kind]} className="grid gap-1.5 sm:grid-cols-3">
        {names.map((name, slot) => (
          <li
            key={`${kind}-${slot + 1}`}
            className={`min-h-11 rounded-lg border px-3 py-2 text-sm ${
              name !== null
                ? 'border-spice-600/60 bg-spice-950/40 text-spice-100'
                : 'border-sand-700 text-sand-400 italic'
            }`}
          >
            <span className="sr-only">Slot {slot + 1}: </span>
            {name ?? 'Empty'}
          </li>
        ))}
      </ol>
    </div>
  );
}
