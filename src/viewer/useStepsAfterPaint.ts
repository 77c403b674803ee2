import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` steps to show: none at first, then one more per task after each commit,
 * each in an interruptible render, so a long page below the first screen (the viewer's panels)
 * comes as a few short tasks with paints and input between them instead of one long one.
 */
export function useStepsAfterPaint(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    // A new task: the browser may paint and answer input before the next step renders.
    const id = window.setTimeout(() => {
      startTransition(() => {
        setShown((count) => count + 1);
      });
    }, 0);
    return () => {
      window.clearTimeout(id);
    };
  }, [shown, total]);
  return shown;
}
