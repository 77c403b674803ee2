import { MarkBadge } from './MarkBadge';
import { COMPARE_MARKS, COMPARE_STATES } from './compareMarks';

/** The trees' marks and what each means: the same letters and borders the nodes carry. */
export function CompareLegend() {
  return (
    <ul
      aria-label="Legend"
      data-testid="compare-legend"
      className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-sand-200"
    >
      {COMPARE_STATES.map((state) => (
        <li key={state} className="flex items-center gap-2">
          <MarkBadge state={state} />
          {COMPARE_MARKS[state].legend}
        </li>
      ))}
    </ul>
  );
}
