import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { LiveGraph, SkillTreeGraphProps } from '../../graph';
import type { SkillGesture } from '../../graph/skillGestures';
import { keyGesture, skillGestureIntent } from '../../graph/skillGestures';
import { TreeDrawing } from '../../graph/TreeDrawing';
import { DrawingHandover, drawingTarget } from './graphTakeover';
import { LazySkillTreeGraph } from './lazyGraph';
import { useDrawingPress } from './useDrawingPress';

/**
 * One tree, first as a static drawing, then as the interactive graph once the player reaches
 * for it: a pointer over it, a touch, a wheel, or focus. Mounting React Flow is the one long
 * task of a tree; the drawing looks the same and costs a plain render, so a page of trees paints
 * and answers at once, and each tree pays for its graph when it is about to be used.
 *
 * The drawing answers a click, tap, right-click or key on a skill by the graph's own click rule:
 * a level change at once, through the same callbacks; what needs the graph (details, a refusal's
 * tooltip, a focus move, zoom, hover, focus) it hands over once the graph has taken over.
 *
 * The graph mounts under the drawing, inert, and replaces it only once it reports its nodes
 * fitted (onReady), so nothing moves. The swap never cuts a gesture in two: it waits while a
 * pointer is pressed on the drawing (useDrawingPress says why), and it removes the drawing and
 * hands over in one task (flushSync), so every event reaches either the drawing or the graph.
 */
export function DrawnThenLiveTree({
  graph,
  keepServerHtml = false,
}: {
  graph: SkillTreeGraphProps;
  /** Hydrating, keep the server's drawing as it is (TreeDrawing's keepServerHtml). */
  keepServerHtml?: boolean;
}) {
  const [awake, setAwake] = useState(false);
  const [live, setLive] = useState(false);
  const handover = useRef(new DrawingHandover());
  const press = useDrawingPress();

  const wake = useCallback(() => {
    setAwake(true);
  }, []);

  /** The graph under the drawing has fitted its nodes: it takes over once no press is under way. */
  const onReady = useCallback(
    (ready: LiveGraph) => {
      press.whenFree(() => {
        const handOver = handover.current.take();
        // Commit the swap now, in this task, so no event finds the page between the two trees.
        flushSync(() => {
          setLive(true);
        });
        handOver(ready);
      });
    },
    [press],
  );

  /** Acts on a gesture on a drawn skill as the graph's node would, or hands it over. */
  const onSkill = (skillId: number, gesture: SkillGesture, event: React.SyntheticEvent) => {
    const state = graph.nodeStates.get(skillId);
    const { intent, preventDefault } = skillGestureIntent(gesture, {
      state,
      readOnly: graph.readOnly ?? false,
    });
    if (preventDefault) event.preventDefault();
    if (intent.kind === 'increase' || intent.kind === 'decrease') {
      const change = intent.kind === 'increase' ? graph.onIncrease : graph.onDecrease;
      if (change) {
        change(skillId);
        // The graph says the new level, as it says the changes made on it.
        handover.current.later((tree) => {
          tree.announceLevel(skillId);
        });
      }
    } else if (intent.kind !== 'nothing' && intent.kind !== 'hideTip') {
      handover.current.later((tree) => {
        tree.act(skillId, intent);
      });
    }
    wake();
  };
  /** The pointer of the press a click or right-click ends ('mouse' for a keyboard's click). */
  const pressPointer = () => press.current()?.pointerType ?? 'mouse';
  const drawingHandlers = {
    onPointerDown: (event: React.PointerEvent) => {
      if (drawingTarget(event.target)) press.begin({ pointerType: event.pointerType });
      wake();
    },
    onClick: (event: React.MouseEvent) => {
      const target = drawingTarget(event.target);
      if (target && 'skillId' in target) {
        onSkill(target.skillId, { kind: 'click', pointerType: pressPointer() }, event);
      } else if (target) {
        handover.current.later((tree) => {
          tree.zoom(target.control);
        });
        wake();
      }
      press.end();
    },
    onContextMenu: (event: React.MouseEvent) => {
      const target = drawingTarget(event.target);
      if (target && 'skillId' in target) {
        onSkill(target.skillId, { kind: 'contextmenu', pointerType: pressPointer() }, event);
      }
      press.end();
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      const target = drawingTarget(event.target);
      if (target && 'skillId' in target) onSkill(target.skillId, keyGesture(event), event);
    },
    onPointerOver: (event: React.PointerEvent) => {
      if (event.pointerType === 'mouse') {
        const target = drawingTarget(event.target);
        handover.current.hovered = target && 'skillId' in target ? target.skillId : null;
      }
      wake();
    },
    onPointerLeave: () => {
      handover.current.hovered = null;
    },
    onFocus: (event: React.FocusEvent) => {
      handover.current.focused = drawingTarget(event.target);
      wake();
    },
    onBlur: () => {
      handover.current.focused = null;
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
        <div className="absolute inset-0" inert={!live} aria-hidden={live ? undefined : true}>
          <Suspense fallback={null}>
            <LazySkillTreeGraph {...graph} onReady={onReady} />
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
            keepServerHtml={keepServerHtml}
          />
        </div>
      )}
    </div>
  );
}
