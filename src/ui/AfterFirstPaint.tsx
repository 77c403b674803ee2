import type { ReactNode } from 'react';
import { startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` one step after the rest of the screen (`fallback` until then): heavy parts
 * (the skill-tree graphs, the panels below them) then arrive in a second, interruptible render
 * instead of lengthening the first commit, so the page's text paints sooner. Whatever holds the
 * fallback should already have the children's size, so nothing shifts when they arrive.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setShown(true);
    });
  }, []);
  return shown ? children : fallback;
}
