import { createContext } from 'react';

/**
 * What a node tells its graph. One stable object per graph, handed down by context so nodes
 * never re-render because a callback changed.
 */
export interface GraphActions {
  /** The id of the graph's tooltip, which describes the node it is shown for. */
  readonly tooltipId: string;
  /** A click or tap (pointerType from the pointerdown before it). */
  activate(skillId: number, element: HTMLElement, pointerType: string): void;
  /** A right-click or long press. */
  contextMenu(skillId: number, element: HTMLElement, pointerType: string): void;
  keyDown(skillId: number, event: React.KeyboardEvent<HTMLElement>): void;
  focus(skillId: number, element: HTMLElement): void;
  blur(skillId: number): void;
  /** Mouse hover starts (element) or ends (null). */
  hover(skillId: number, element: HTMLElement | null): void;
}

const noop = () => undefined;

export const GraphActionsContext = createContext<GraphActions>({
  tooltipId: '',
  activate: noop,
  contextMenu: noop,
  keyDown: noop,
  focus: noop,
  blur: noop,
  hover: noop,
});

/** Whether the graph is zoomed out far enough for nodes to draw only their shapes. */
export const CompactNodesContext = createContext(false);
