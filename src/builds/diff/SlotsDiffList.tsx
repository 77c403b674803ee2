import type { SlotChange } from '../../skills/skillDiff';
import { FromTo } from './DiffSection';
import { slotLabel } from './diffText';

/** The active slots that hold another skill, "Empty" for an unused slot. */
export function SlotsDiffList({ slots }: { slots: readonly SlotChange[] }) {
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      {slots.map((change) => (
        <div
          key={`${change.kind}-${change.slot}`}
          className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-sand-950/60 px-3 py-2"
        >
          <dt className="text-sand-300">{slotLabel(change.kind, change.slot)}</dt>
          <dd className="text-sand-200">
            <FromTo from={change.a?.name ?? 'Empty'} to={change.b?.name ?? 'Empty'} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
