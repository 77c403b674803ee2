import { formatModifierValue } from '../../skills/modifiers';
import type { ModifierChange } from '../../skills/pointsDiff';
import { ChangeMark, FromTo } from './DiffSection';

const valueText = (change: ModifierChange, value: number | null) =>
  value === null ? 'None' : formatModifierValue({ value, unit: change.unit });

/** The modifier totals that differ: a total only one side has is added or removed. */
export function ModifiersDiffList({ modifiers }: { modifiers: readonly ModifierChange[] }) {
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Modifiers that differ">
      {modifiers.map((change) => (
        <li
          key={`${change.category}-${change.name}-${change.unit}`}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-sand-950/60 px-3 py-2 text-sm"
        >
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            <ChangeMark
              kind={change.a === null ? 'added' : change.b === null ? 'removed' : 'changed'}
            />
            <span className="min-w-0">
              <span className="block break-words text-sand-50">{change.name}</span>
              <span className="block text-xs text-sand-300">{change.category}</span>
            </span>
          </span>
          <span className="shrink-0 tabular-nums text-sand-200">
            <FromTo from={valueText(change, change.a)} to={valueText(change, change.b)} />
          </span>
        </li>
      ))}
    </ul>
  );
}
