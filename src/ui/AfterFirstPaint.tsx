import type { ReactNode } from 'react';
import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render, true from the next one, which React renders as an
 * interruptible transition once the first has been committed.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setPainted(true);
    });
  }, []);
  return painted;
}

/**
 * Renders `children` one step after the rest of the screen (`fallback` until then): heavy parts
 * (the skill-tree graphs, the panels below them) then arrive in a second, interruptible render
 * instead of lengthening the first commit, so the page's text paints sooner. Whatever holds the
 * fallback should already have the children's size, so nothing shifts when they arrive.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
  immediately = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /** Render the children at once (read when mounting): for parts that appear later on. */
  immediately?: boolean;
}) {
  const [atOnce] = useState(immediately);
  const painted = useAfterFirstPaint();
  return atOnce || painted ? children : fallback;
}
