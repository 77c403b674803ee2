import { useStoreApi } from '@xyflow/react';
import { useMemo } from 'react';
import type { Skill } from '../skills/gameData';
import type { SkillTreeGraphProps } from './skillTreeGraphProps';
import { directionOfKey, nextSkillInDirection } from './keyboardNavigation';
import type { FlowPoint } from './layout/gridLayout';
import { NODE_HEIGHT, NODE_WIDTH } from './layout/gridLayout';
import type { GraphActions } from './nodes/graphActions';
import { decreaseRefusalText, increaseRefusalText } from './refusalText';
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

/** The node actions plus what the detail dialog calls. */
export interface TreeGraphActions extends GraphActions {
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
      showTipNow: boolean,
    ) => {
      if (text) announce(text);
      flash(element);
      if (showTipNow && element) showTip(skillId, element, 'refusal');
    };

    const increase = (skillId: number, element: HTMLElement | null, showTip: boolean) => {
      const { props: current } = latestRef.current;
      const state = current.nodeStates.get(skillId);
      if (!state?.canIncrease) {
        refuse(skillId, element, increaseRefusalText(state), showTip);
        return;
      }
      pendingRef.current = { skillId, level: state.level };
      current.onIncrease?.(skillId);
    };

    const decrease = (skillId: number, element: HTMLElement | null, showTip: boolean) => {
      const { props: current } = latestRef.current;
      const state = current.nodeStates.get(skillId);
      if (!state?.canDecrease) {
        refuse(skillId, element, decreaseRefusalText(state), showTip);
        return;
      }
      pendingRef.current = { skillId, level: state.level };
      current.onDecrease?.(skillId);
    };

    return {
      tooltipId,
      activate(skillId, element, pointerType) {
        if (pointerType === 'touch' || latestRef.current.readOnly) openDetails(skillId);
        else increase(skillId, element, true);
      },
      contextMenu(skillId, element, pointerType) {
        // A long press on a touch screen opens the details, where minus lives.
        if (pointerType === 'touch' || latestRef.current.readOnly) openDetails(skillId);
        else decrease(skillId, element, true);
      },
      keyDown(skillId, event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const { positions: placed, linked: links, props: current } = latestRef.current;
        const direction = directionOfKey(event.key);
        if (direction) {
          event.preventDefault();
          const next = nextSkillInDirection(skillId, direction, placed, links);
          if (next !== null) moveFocus(next);
          return;
        }
        const element = event.currentTarget;
        switch (event.key) {
          case 'Home':
          case 'End': {
            event.preventDefault();
            const target =
              event.key === 'Home'
                ? firstPositioned(current.skills, placed)
                : lastPositioned(current.skills, placed);
            if (target !== null) moveFocus(target);
            return;
          }
          case 'Enter':
          case ' ':
          case '+':
          case '=':
            event.preventDefault();
            if (latestRef.current.readOnly) openDetails(skillId);
            else increase(skillId, element, false);
            return;
          case '-':
          case '_':
          case 'Delete':
          case 'Backspace':
            event.preventDefault();
            if (!latestRef.current.readOnly) decrease(skillId, element, false);
            return;
          case 'i':
          case 'I':
          case 'ContextMenu':
            event.preventDefault();
            openDetails(skillId);
            return;
          case 'F10':
            if (event.shiftKey) {
              event.preventDefault();
              openDetails(skillId);
            }
            return;
          case 'Escape':
            hideTip();
            return;
        }
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
      increaseFromDialog: (skillId: number) => {
        increase(skillId, null, false);
      },
      decreaseFromDialog: (skillId: number) => {
        decrease(skillId, null, false);
      },
      closeDetails: (skillId: number) => {
        setDetailId(null);
        // Wait for the modal dialog to go: while it is open the rest of the page is inert.
        requestAnimationFrame(() => {
          focusNode(skillId);
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
