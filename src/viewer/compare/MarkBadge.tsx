import type { CompareNodeState } from '../../skills/compareNodes';
import { COMPARE_MARKS } from './compareMarks';

/** Each state's border, as the trees' nodes draw it (graph.css `.sg-node__mark`). */
const BORDERS: Readonly<Record<CompareNodeState, string>> = {
  both: 'border-2 border-solid',
  'only-a': 'border-2 border-dashed',
  'only-b': 'border-2 border-dotted',
  changed: 'border-4 border-double',
};

/** A state's letter in its bordered badge, for the legend and the list (hidden from readers). */
export function MarkBadge({ state }: { state: CompareNodeState }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full border-sand-100 bg-sand-900 px-1.5 text-xs font-bold text-sand-50 ${BORDERS[state]}`}
    >
      {COMPARE_MARKS[state].letter}
    </span>
  );
}
