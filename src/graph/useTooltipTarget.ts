import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which node the tooltip is shown for. Hover waits the spec's 700 ms before opening; moving on
 * to another node within 300 ms of a tooltip closing opens the next one at once (skip delay).
 * Keyboard focus and refusals open it at once.
 */
const TOOLTIP_OPEN_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipTarget {
  skillId: number;
  anchor: DOMRect;
  via: 'hover' | 'focus' | 'refusal';
}

export function useTooltipTarget() {
  const [target, setTarget] = useState<TooltipTarget | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shownUntil = useRef(0);
  const open = useRef(false);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const show = useCallback((skillId: number, element: HTMLElement, via: TooltipTarget['via']) => {
    clearTimeout(timer.current);
    const reveal = () => {
      open.current = true;
      setTarget({ skillId, anchor: element.getBoundingClientRect(), via });
    };
    const recentlyOpen =
      open.current || performance.now() - shownUntil.current < TOOLTIP_SKIP_DELAY_MS;
    if (via !== 'hover' || recentlyOpen) reveal();
    else timer.current = setTimeout(reveal, TOOLTIP_OPEN_DELAY_MS);
  }, []);

  /** Hides the tooltip (only if it belongs to `skillId`, when given). */
  const hide = useCallback((skillId?: number) => {
    clearTimeout(timer.current);
    setTarget((current) => {
      if (!current || (skillId !== undefined && current.skillId !== skillId)) return current;
      open.current = false;
      shownUntil.current = performance.now();
      return null;
    });
  }, []);

  return { target, show, hide };
}
