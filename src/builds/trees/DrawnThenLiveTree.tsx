import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SkillTreeGraphProps } from '../../graph';
import { TreeDrawing } from '../../graph/TreeDrawing';
import type { TakeoverGesture } from './graphTakeover';
import { gestureTarget, graphProgress, replayGesture } from './graphTakeover';
import { LazySkillTreeGraph } from './lazyGraph';
import { useDrawingPress } from './useDrawingPress';

/**
 * Past this since its nodes appeared, the graph takes over even if it never reported its fit
 * (it would still be right). Counted from the nodes, not from the wake: while the graph's code
 * is still arriving on a slow network there is nothing to hand over to.
 */
const UNFITTED_TIMEOUT_MS = 4000;

/**
 * One tree, first as a static drawing, then as the interactive graph once the player reaches
 * for it: a pointer over it, a touch, a wheel, or focus. Mounting React Flow is the one long
 * task of a tree; the drawing looks the same and costs a plain render, so a page of trees paints
 * and answers at once, and each tree pays for its graph when it is about to be used.
 *
 * The graph mounts under the drawing, inert, and replaces it only once it has drawn and fitted
 * its nodes, so nothing moves. What the player did to the drawing meanwhile (a click or tap on
 * a skill or a zoom button, a right-click, a key, hover, focus) is done again on the graph.
 *
 * The swap never cuts a gesture in two: it waits while a pointer is pressed on the drawing
 * (useDrawingPress says why), and it removes the drawing and replays the gestures in one task
 * (flushSync in the frame that found the graph ready), so every event reaches either the
 * drawing, whose gestures are queued, or the graph itself.
 */
export function DrawnThenLiveTree({ graph }: { graph: SkillTreeGraphProps }) {
  const [awake, setAwake] = useState(false);
  const [live, setLive] = useState(false);
  const graphLayer = useRef<HTMLDivElement>(null);
  const gestures = useRef<TakeoverGesture[]>([]);
  const press = useDrawingPress();
  const hovered = useRef<string | null>(null);
  /** The drawing's skill that had keyboard focus when the graph took over. */
  const drawingFocus = useRef<string | null>(null);

  const wake = useCallback(() => {
    setAwake(true);
  }, []);

  // Once awake, watch each frame for the graph to have drawn its nodes, then hand over.
  useEffect(() => {
    if (!awake || live) return;
    /**
     * The graph is in charge: give it the focus, hover and gestures the drawing took. Read
     * before the swap: taking the drawing away blurs its focused node.
     */
    const takenByDrawing = (): TakeoverGesture[] => {
      const queued = gestures.current;
      gestures.current = [];
      const taken: TakeoverGesture[] = [];
      const focused = drawingFocus.current;
      if (focused && !queued.some((gesture) => gesture.kind === 'key')) {
        taken.push({ kind: 'focus', target: focused });
      }
      if (hovered.current) taken.push({ kind: 'hover', target: hovered.current });
      return [...taken, ...queued];
    };
    let placedAt: number | null = null;
    let frame = 0;
    const check = () => {
      const layer = graphLayer.current;
      const progress = layer ? graphProgress(layer) : 'none';
      if (progress === 'placed') placedAt ??= performance.now();
      const ready =
        progress === 'drawn' ||
        (placedAt !== null && performance.now() - placedAt > UNFITTED_TIMEOUT_MS);
      if (!layer || !ready || press.current()) {
        frame = requestAnimationFrame(check);
        return;
      }
      const handedOver = takenByDrawing();
      // Commit the swap now, in this frame, so no event finds the page between the two trees.
      flushSync(() => {
        setLive(true);
      });
      for (const gesture of handedOver) replayGesture(layer, gesture);
    };
    frame = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [awake, live, press]);

  const queue = (gesture: TakeoverGesture) => {
    gestures.current.push(gesture);
    wake();
  };
  /** The pointer of the press a click or right-click ends ('mouse' for a keyboard's click). */
  const pressPointer = () => press.current()?.pointerType ?? 'mouse';
  /**
   * Whether an allowed click or right-click was applied at once by the graph's own action: queued
   * until the graph took over, it landed after the player's next step. Refusals and taps wait.
   */
  const applyNow = (kind: 'click' | 'contextmenu', element: EventTarget, pointer: string) => {
    if (pointer === 'touch' || graph.readOnly || !(element instanceof Element)) return false;
    const skillId = Number(element.closest('[data-skill-id]')?.getAttribute('data-skill-id'));
    const state = graph.nodeStates.get(skillId);
    const change = kind === 'click' ? graph.onIncrease : graph.onDecrease;
    const allowed = kind === 'click' ? state?.canIncrease : state?.canDecrease;
    if (!change || !allowed) return false;
    change(skillId);
    wake();
    return true;
  };
  const drawingHandlers = {
    onPointerDown: (event: React.PointerEvent) => {
      const target = gestureTarget(event.target);
      if (target) press.begin({ target, pointerType: event.pointerType });
      wake();
    },
    onClick: (event: React.MouseEvent) => {
      const target = gestureTarget(event.target);
      const pointerType = pressPointer();
      if (target && !applyNow('click', event.target, pointerType)) {
        queue({ kind: 'click', target, pointerType });
      }
      press.end();
    },
    onContextMenu: (event: React.MouseEvent) => {
      const target = gestureTarget(event.target);
      if (target) {
        event.preventDefault();
        const pointerType = pressPointer();
        if (!applyNow('contextmenu', event.target, pointerType)) {
          queue({ kind: 'contextmenu', target, pointerType });
        }
      }
      press.end();
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      const target = gestureTarget(event.target);
      if (!target || event.altKey || event.ctrlKey || event.metaKey || event.key === 'Tab') return;
      event.preventDefault();
      queue({ kind: 'key', target, key: event.key, shiftKey: event.shiftKey });
    },
    onPointerOver: (event: React.PointerEvent) => {
      if (event.pointerType === 'mouse') hovered.current = gestureTarget(event.target);
      wake();
    },
    onPointerLeave: () => {
      hovered.current = null;
    },
    onFocus: (event: React.FocusEvent) => {
      drawingFocus.current = gestureTarget(event.target);
      wake();
    },
    onBlur: () => {
      drawingFocus.current = null;
    },
  };

  // Listened to natively and passively on the frame: they only wake the graph, and a passive
  // listener keeps a wheel or a touch from waiting for script.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    element.addEventListener('wheel', wake, { passive: true });
    element.addEventListener('touchstart', wake, { passive: true });
    return () => {
      element.removeEventListener('wheel', wake);
      element.removeEventListener('touchstart', wake);
    };
  }, [wake]);

  return (
    <div ref={frame} className="relative h-full">
      {awake && (
        <div
          ref={graphLayer}
          className="absolute inset-0"
          inert={!live}
          aria-hidden={live ? undefined : true}
        >
          <Suspense fallback={null}>
            <LazySkillTreeGraph {...graph} />
          </Suspense>
        </div>
      )}
      {!live && (
        <div className="absolute inset-0" {...drawingHandlers}>
          <TreeDrawing
            tree={graph.tree}
            skills={graph.skills}
            nodeStates={graph.nodeStates}
            readOnly={graph.readOnly}
            searchMatches={graph.searchMatches}
            ariaLabel={graph.ariaLabel}
          />
        </div>
      )}
    </div>
  );
}
