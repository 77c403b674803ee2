import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * How long after the pointer comes up a press may still end in a click. A tap's click follows
 * its pointerup as a separate input event (the browser waits to tell a tap from a scroll), so
 * the press lasts until that click, with this as the bound when none comes (the pointer came
 * up off the skill, or outside the page).
 */
const CLICK_AFTER_UP_MS = 400;

/** A pointer pressed on one of the drawing's skills or zoom buttons. */
interface DrawingPress {
  /** 'mouse', 'touch' or 'pen': the click rule tells a tap from a click by it. */
  pointerType: string;
}

/** The press on the drawing the hand-over must wait for, and how the drawing reports it. */
export interface DrawingPressTracker {
  /** The press under way, if any. */
  current: () => DrawingPress | null;
  /** The drawing's pointerdown on a skill or button. */
  begin: (press: DrawingPress) => void;
  /** The press's click or right-click reached the drawing: the gesture is whole. */
  end: () => void;
  /** Runs `run` now if no press is under way, else once it ends (the latest such `run`). */
  whenFree: (run: () => void) => void;
}

/**
 * Tracks a pointer pressed on the tree's static drawing until its click. The drawing must not
 * be taken away in the middle of a press: a browser drops a mouse click whose pointerdown
 * target left the page before the pointerup (Chromium dispatches no click at all), and sends a
 * tap's click to whatever is under the finger then, the graph's node, which never saw the
 * pointerdown and would take the tap for a mouse click. So the hand-over waits until the press
 * ends: its click or context menu on the drawing (which the drawing has acted on), a cancel
 * (the finger scrolled), or a pointerup with no click after it.
 */
export function useDrawingPress(): DrawingPressTracker {
  const press = useRef<DrawingPress | null>(null);
  const afterUp = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<(() => void) | null>(null);

  const end = useCallback(() => {
    press.current = null;
    clearTimeout(afterUp.current);
    const run = waiting.current;
    waiting.current = null;
    run?.();
  }, []);
  const whenFree = useCallback((run: () => void) => {
    if (press.current) waiting.current = run;
    else run();
  }, []);
  const begin = useCallback((next: DrawingPress) => {
    clearTimeout(afterUp.current);
    press.current = next;
  }, []);
  const current = useCallback(() => press.current, []);

  useEffect(() => {
    // Anywhere on the page: the pointer may come up, or be cancelled, off the drawing.
    const onUp = () => {
      if (!press.current) return;
      clearTimeout(afterUp.current);
      afterUp.current = setTimeout(end, CLICK_AFTER_UP_MS);
    };
    window.addEventListener('pointerup', onUp, true);
    window.addEventListener('pointercancel', end, true);
    return () => {
      window.removeEventListener('pointerup', onUp, true);
      window.removeEventListener('pointercancel', end, true);
      clearTimeout(afterUp.current);
    };
  }, [end]);

  return useMemo(() => ({ current, begin, end, whenFree }), [current, begin, end, whenFree]);
}
