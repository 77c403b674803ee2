import type { CompareNode, CompareNodeState } from '../../skills/compareNodes';

/**
 * How the compare page marks a skill's state, the same on the trees, the legend and the list: a
 * letter (so never colour alone) and the words a screen reader says.
 */
export const COMPARE_MARKS: Readonly<Record<CompareNodeState, { letter: string; legend: string }>> =
  {
    both: { letter: '=', legend: 'Taken by both at the same level' },
    'only-a': { letter: 'A', legend: 'Only in build A' },
    'only-b': { letter: 'B', legend: 'Only in build B' },
    changed: { letter: 'A→B', legend: 'In both, at another level' },
  };

/** The states in the legend's order. */
export const COMPARE_STATES: readonly CompareNodeState[] = ['both', 'only-a', 'only-b', 'changed'];

/** What a node's mark says: its state and both levels, e.g. "only in build A (level 2)". */
export function compareNodeLabel(node: CompareNode): string {
  switch (node.state) {
    case 'both':
      return `taken by both at level ${String(node.levelA)}`;
    case 'only-a':
      return `only in build A (level ${String(node.levelA)})`;
    case 'only-b':
      return `only in build B (level ${String(node.levelB)})`;
    case 'changed':
      return `level ${String(node.levelA)} in build A, ${String(node.levelB)} in build B`;
  }
}
