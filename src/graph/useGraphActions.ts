import { useStoreApi } from '@xyflow/react';
import { useMemo } from 'react';
import type { Skill } from '../skills/gameData';
import type { NavigationDirection } from './keyboardNavigation';
import { nextSkillInDirection } from './keyboardNavigation';
import type { FlowPoint } from './layout/gridLayout';
import { NODE_HEIGHT, NODE_WIDTH } from './layout/gridLayout';
import type { GraphActions } from './nodes/graphActions';
import type { SkillIntent } from './skillGestures';
import { levelChangeIntent, skillGestureIntent } from './skillGestures';
import { levelChangeAnnouncement } from './skillText';
import type { LiveGraph, SkillTreeGraphProps } from './skillTreeGraphProps';
import type { TooltipTarget } from './useTooltipTarget';

/**
 * What the graph does with a node's clicks, taps, right-clicks, keys, focus and hover: one
 * stable object for the whole life of the graph (nodes get it by context and never re-render
 * for it), reading the latest props through `latestRef`.
 */

/** What the handlers need to know at the moment of an event. */
export interface GraphSnapshot {
  props: SkillTreeGraphProps;
  positions: ReadonlyMap<number, FlowPoint>;
  linked: ReadonlyMap<number, readonly number[]>;
  readOnly: boolean;
  tabStopId: number | null;
}

/** The node actions, what the detail dialog calls, and what a drawing hands over. */
export interface TreeGraphActions extends GraphActions, Omit<LiveGraph, 'zoom'> {
  increaseFromDialog(skillId: number): void;
  decreaseFromDialog(skillId: number): void;
  closeDetails(skillId: number): void;
}

export interface GraphActionsInput {
  tooltipId: string;
  containerRef: React.RefObject<HTMLDivElement | null>;
  latestRef: React.RefObject<GraphSnapshot>;
  /** The level change an intent asked for, announced once the new states arrive. */
  pendingRef: React.RefObject<{ skillId: number; level: number } | null>;
  showTip: (skillId: number, element: HTMLElement, via: TooltipTarget['via']) => void;
  hideTip: (skillId?: number) => void;
  announce: (message: string) => void;
  setTabStopChoice: (skillId: number) => void;
  setDetailId: (skillId: number | null) => void;
}

export function firstPositioned(
  skills: readonly Skill[],
  positions: ReadonlyMap<number, FlowPoint>,
): number | null {
  return skills.find((skill) => positions.has(skill.id))?.id ?? null;
}

function lastPositioned(
  skills: readonly Skill[],
  positions: ReadonlyMap<number, FlowPoint>,
): number | null {
  return skills.findLast((skill) => positions.has(skill.id))?.id ?? null;
}

function isFocusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Whether the focus sits on the page outside `container` and outside any dialog. */
function focusedElsewhere(container: HTMLElement | null): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement &&
    active !== document.body &&
    active.closest('[role="dialog"]') === null &&
    !(container?.contains(active) ?? false)
  );
}

function flash(element: HTMLElement | null) {
  if (!element) return;
  element.classList.remove('sg-node--refused');
  // Restart the animation when the same node is refused twice in a row.
  element.getBoundingClientRect();
  element.classList.add('sg-node--refused');
  setTimeout(() => {
    element.classList.remove('sg-node--refused');
  }, 450);
}

export function useGraphActions({
  tooltipId,
  containerRef,
  latestRef,
  pendingRef,
  showTip,
  hideTip,
  announce,
  setTabStopChoice,
  setDetailId,
}: GraphActionsInput): TreeGraphActions {
  const store = useStoreApi();
  return useMemo<TreeGraphActions>(() => {
    const nodeElement = (skillId: number) =>
      containerRef.current?.querySelector<HTMLElement>(`[data-skill-id="${skillId}"]`) ?? null;

    const controlElement = (label: string) =>
      containerRef.current?.querySelector<HTMLElement>(`[data-graph-control="${label}"]`) ?? null;

    const focusNode = (skillId: number) => {
      let frames = 0;
      const attempt = () => {
        const element = nodeElement(skillId);
        if (element) element.focus({ preventScroll: true });
        else if (frames++ < 30) requestAnimationFrame(attempt);
      };
      attempt();
    };

    /** Pans (keeping the zoom) so that a node is wholly in view. */
    const ensureVisible = (skillId: number) => {
      const position = latestRef.current.positions.get(skillId);
      if (!position) return;
      const { width, height, transform } = store.getState();
      const [tx, ty, zoom] = transform;
      const left = position.x * zoom + tx;
      const top = position.y * zoom + ty;
      const margin = 8;
      if (
        left < margin ||
        top < margin ||
        left + NODE_WIDTH * zoom > width - margin ||
        top + NODE_HEIGHT * zoom > height - margin
      ) {
        void store
          .getState()
          .setCenter(position.x + NODE_WIDTH / 2, position.y + NODE_HEIGHT / 2, { zoom });
      }
    };

    const moveFocus = (skillId: number) => {
      setTabStopChoice(skillId);
      ensureVisible(skillId);
      focusNode(skillId);
    };

    const openDetails = (skillId: number) => {
      hideTip();
      setDetailId(skillId);
    };

    const refuse = (
      skillId: number,
      element: HTMLElement | null,
      text: string | null,
      tip: boolean,
    ) => {
      if (text) announce(text);
      flash(element);
      if (tip && element) showTip(skillId, element, 'refusal');
    };

    const changeLevel = (skillId: number, change: 'increase' | 'decrease') => {
      const { props: current } = latestRef.current;
      const state = current.nodeStates.get(skillId);
      if (!state) return;
      pendingRef.current = { skillId, level: state.level };
      if (change === 'increase') current.onIncrease?.(skillId);
      else current.onDecrease?.(skillId);
    };

    const moveFocusTo = (skillId: number, to: NavigationDirection | 'first' | 'last') => {
      const { positions: placed, linked: links, props: current } = latestRef.current;
      const next =
        to === 'first'
          ? firstPositioned(current.skills, placed)
          : to === 'last'
            ? lastPositioned(current.skills, placed)
            : nextSkillInDirection(skillId, to, placed, links);
      if (next !== null) moveFocus(next);
    };

    /** Does what the click rule made of a gesture on a skill (see skillGestures.ts). */
    const act = (skillId: number, element: HTMLElement | null, intent: SkillIntent) => {
      switch (intent.kind) {
        case 'increase':
        case 'decrease':
          changeLevel(skillId, intent.kind);
          return;
        case 'refuse':
          refuse(skillId, element, intent.reason, intent.tip);
          return;
        case 'openDetails':
          openDetails(skillId);
          return;
        case 'moveFocus':
          moveFocusTo(skillId, intent.to);
          return;
        case 'hideTip':
          hideTip();
          return;
        case 'nothing':
          return;
      }
    };

    /** A change asked for in the detail dialog, refused as a key's is (announced, no tooltip). */
    const changeFromDialog = (skillId: number, change: 'increase' | 'decrease') => {
      const state = latestRef.current.props.nodeStates.get(skillId);
      act(skillId, null, levelChangeIntent(change, state, false));
    };

    return {
      tooltipId,
      gesture(skillId, event, gesture) {
        const { props: current, readOnly } = latestRef.current;
        const state = current.nodeStates.get(skillId);
        const { intent, preventDefault } = skillGestureIntent(gesture, { state, readOnly });
        if (preventDefault) event.preventDefault();
        act(skillId, event.currentTarget, intent);
      },
      act(skillId, intent) {
        act(skillId, nodeElement(skillId), intent);
      },
      announceLevel(skillId) {
        const { props: current } = latestRef.current;
        const state = current.nodeStates.get(skillId);
        const skill = current.skills.find((candidate) => candidate.id === skillId);
        if (state && skill) {
          announce(levelChangeAnnouncement(skill, state.level, state.maxLevel, state.isRed));
        }
      },
      takeFocus(target) {
        if ('skillId' in target) focusNode(target.skillId);
        else controlElement(target.control)?.focus();
      },
      takeHover(skillId) {
        const element = nodeElement(skillId);
        if (element) showTip(skillId, element, 'hover');
      },
      focus(skillId, element) {
        if (latestRef.current.tabStopId !== skillId) setTabStopChoice(skillId);
        if (isFocusVisible(element)) {
          ensureVisible(skillId);
          showTip(skillId, element, 'focus');
        }
      },
      blur(skillId) {
        hideTip(skillId);
      },
      hover(skillId, element) {
        if (element) showTip(skillId, element, 'hover');
        else hideTip(skillId);
      },
      details(skillId) {
        openDetails(skillId);
      },
      increaseFromDialog: (skillId: number) => {
        changeFromDialog(skillId, 'increase');
      },
      decreaseFromDialog: (skillId: number) => {
        changeFromDialog(skillId, 'decrease');
      },
      closeDetails: (skillId: number) => {
        setDetailId(null);
        // Wait for the modal dialog to go: while it is open the rest of the page is inert.
        // A player who has already pressed or moved elsewhere (the search, another tree) stays.
        let movedOn = false;
        const pressed = () => {
          movedOn = true;
        };
        document.addEventListener('pointerdown', pressed, { capture: true, once: true });
        requestAnimationFrame(() => {
          document.removeEventListener('pointerdown', pressed, { capture: true });
          if (!movedOn && !focusedElsewhere(containerRef.current)) focusNode(skillId);
        });
      },
    };
  }, [
    tooltipId,
    containerRef,
    latestRef,
    pendingRef,
    showTip,
    hideTip,
    announce,
    setTabStopChoice,
    setDetailId,
    store,
  ]);
}
