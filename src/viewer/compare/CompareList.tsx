import { CLASS_NAMES } from '../../builds/cards/classNames';
import type { ClassCompare } from '../../skills/compareNodes';
import { MarkBadge } from './MarkBadge';
import { COMPARE_MARKS } from './compareMarks';

function levels(levelA: number, levelB: number): string {
  const level = (n: number) => (n === 0 ? 'not taken' : `level ${String(n)}`);
  return `A: ${level(levelA)} · B: ${level(levelB)}`;
}

/** The overlay as a list: per class, every skill either build takes, its mark and both levels. */
export function CompareList({ classes }: { classes: readonly ClassCompare[] }) {
  if (classes.length === 0) {
    return <p className="text-sm text-sand-300 italic">Neither build takes a skill.</p>;
  }
  return (
    <div className="flex flex-col gap-4" data-testid="compare-list">
      {classes.map(({ classSlug, nodes }) => (
        <section key={classSlug} aria-label={`${CLASS_NAMES[classSlug]} skills`}>
          <h3 className="mb-2 font-display text-lg font-semibold text-spice-200">
            {CLASS_NAMES[classSlug]}
          </h3>
          <ul className="flex flex-col gap-1.5">
            {nodes.map((node) => (
              <li
                key={node.skillId}
                data-state={node.state}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-sand-950/60 px-3 py-2 text-sm"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <MarkBadge state={node.state} />
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-sand-50">
                      {node.name}
                    </span>
                    <span className="block text-xs text-sand-300">
                      {node.treeName} · {COMPARE_MARKS[node.state].legend}
                    </span>
                  </span>
                </span>
                <span className="shrink-0 text-sand-200 tabular-nums">
                  {levels(node.levelA, node.levelB)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
