import { useState } from 'react';

/**
 * The tree a page shows on phones among `count` and its arrows, which wrap around: the viewer's
 * and the compare page's TreesView state (the planner keeps its own in its store).
 */
export function useSteppedTree(count: number): {
  shownIndex: number;
  onStepTree: (by: -1 | 1) => void;
} {
  const [shown, setShown] = useState(0);
  const total = Math.max(count, 1);
  return {
    shownIndex: shown % total,
    onStepTree: (by) => {
      setShown((current) => (((current + by) % total) + total) % total);
    },
  };
}
