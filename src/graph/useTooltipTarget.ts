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
  /** The skill whose tooltip `timer` will open. */
  const waiting = useRef<number | null>(null);
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
    waiting.current = null;
    const reveal = () => {
      waiting.current = null;
      open.current = true;
      setTarget({ skillId, anchor: element.getBoundingClientRect(), via });
    };
    const recentlyOpen =
      open.current || performance.now() - shownUntil.current < TOOLTIP_SKIP_DELAY_MS;
    if (via !== 'hover' || recentlyOpen) reveal();
    else {
      waiting.current = skillId;
      timer.current = setTimeout(reveal, TOOLTIP_OPEN_DELAY_MS);
    }
  }, []);

  /** Hides the tooltip on screen (only `skillId`'s, when given). */
  const close = useCallback((skillId?: number) => {
    setTarget((current) => {
      if (!current || (skillId !== undefined && current.skillId !== skillId)) return current;
      open.current = false;
      shownUntil.current = performance.now();
      return null;
    });
  }, []);

  /**
   * Hides the tooltip, and stops one about to open (only those of `skillId`, when given: a skill
   * left late must not cancel the next skill's).
   */
  const hide = useCallback(
    (skillId?: number) => {
      if (skillId === undefined || waiting.current === skillId) {
        clearTimeout(timer.current);
        waiting.current = null;
      }
      close(skillId);
    },
    [close],
  );

  /**
   * Hides the tooltip on screen, whose skill has moved (the tree was fitted again), but lets a
   * hovered skill's tooltip about to open still open, where the skill now is.
   */
  const hideMoved = useCallback(() => {
    close();
  }, [close]);

  return { target, show, hide, hideMoved };
}
