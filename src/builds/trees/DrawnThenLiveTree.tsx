import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SkillTreeGraphProps } from '../../graph';
import { TreeDrawing } from '../../graph/TreeDrawing';
import type { TakeoverGesture } from './graphTakeover';
import { gestureTarget, graphIsDrawn, replayGesture } from './graphTakeover';
import { LazySkillTreeGraph } from './lazyGraph';

/** Past this, the graph takes over even if it never reported drawn (it would still be right). */
const TAKEOVER_TIMEOUT_MS = 4000;

/**
 * One tree, first as a static drawing, then as the interactive graph once the player reaches
 * for it: a pointer over it, a touch, a wheel, or focus. Mounting React Flow is the one long
 * task of a tree; the drawing looks the same and costs a plain render, so a page of trees paints
 * and answers at once, and each tree pays for its graph when it is about to be used.
 *
 * The graph mounts under the drawing, inert, and replaces it only once it has drawn and fitted
 * its nodes, so nothing moves. What the player did to the drawing meanwhile (a click or tap on
 * a skill or a zoom button, a right-click, a key, hover, focus) is done again on the graph.
 */
export function DrawnThenLiveTree({ graph }: { graph: SkillTreeGraphProps }) {
  const [awake, setAwake] = useState(false);
  const [live, setLive] = useState(false);
  const graphLayer = useRef<HTMLDivElement>(null);
  const gestures = useRef<TakeoverGesture[]>([]);
  /** The drawing's skill or button a pointer went down on, for a click the swap cut short. */
  const pressed = useRef<{ target: string; pointerType: string } | null>(null);
  const hovered = useRef<string | null>(null);
  /** The drawing's skill that had keyboard focus when the graph took over. */
  const drawingFocus = useRef<string | null>(null);

  const wake = useCallback(() => {
    setAwake(true);
  }, []);

  // Once awake, watch for the graph to have drawn its nodes, then hand over.
  useEffect(() => {
    if (!awake || live) return;
    const started = performance.now();
    let frame = 0;
    const check = () => {
      const layer = graphLayer.current;
      if (layer && (graphIsDrawn(layer) || performance.now() - started > TAKEOVER_TIMEOUT_MS)) {
        setLive(true);
        return;
      }
      frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [awake, live]);

  // The graph is in charge: give it focus, hover and the gestures the drawing took.
  useEffect(() => {
    const layer = graphLayer.current;
    if (!live || !layer) return;
    const queued = gestures.current;
    gestures.current = [];
    const focused = drawingFocus.current;
    if (focused && !queued.some((gesture) => gesture.kind === 'key')) {
      replayGesture(layer, { kind: 'focus', target: focused });
    }
    if (hovered.current) replayGesture(layer, { kind: 'hover', target: hovered.current });
    for (const gesture of queued) replayGesture(layer, gesture);
  }, [live]);

  const queue = (gesture: TakeoverGesture) => {
    gestures.current.push(gesture);
    wake();
  };
  const drawingHandlers = {
    onPointerDown: (event: React.PointerEvent) => {
      const target = gestureTarget(event.target);
      pressed.current = target ? { target, pointerType: event.pointerType } : null;
      wake();
    },
    onClick: (event: React.MouseEvent) => {
      const target = gestureTarget(event.target);
      if (!target) return;
      queue({ kind: 'click', target, pointerType: pressed.current?.pointerType ?? 'mouse' });
      pressed.current = null;
    },
    onContextMenu: (event: React.MouseEvent) => {
      const target = gestureTarget(event.target);
      if (!target) return;
      event.preventDefault();
      queue({ kind: 'contextmenu', target, pointerType: pressed.current?.pointerType ?? 'mouse' });
      pressed.current = null;
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

  // Listened to natively on the frame: these only wake the graph or finish a gesture; the
  // elements a player acts on are the drawing's and the graph's own.
  const frame = useRef<HTMLDivElement>(null);
  const liveRef = useRef(live);
  useEffect(() => {
    liveRef.current = live;
  }, [live]);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    /**
     * A click whose pointer went down on the drawing and came up on the graph (the swap
     * happened in between) reaches only their common parent: do it on the graph's twin.
     */
    const onCutShortClick = (event: MouseEvent) => {
      const press = pressed.current;
      const layer = graphLayer.current;
      if (!liveRef.current || !press || !layer) return;
      pressed.current = null;
      if (gestureTarget(event.target)) return; // it reached a node of the graph after all
      replayGesture(layer, { kind: 'click', target: press.target, pointerType: press.pointerType });
    };
    element.addEventListener('click', onCutShortClick);
    element.addEventListener('wheel', wake, { passive: true });
    element.addEventListener('touchstart', wake, { passive: true });
    return () => {
      element.removeEventListener('click', onCutShortClick);
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
