import { createContext } from 'react';
import type { SkillGesture } from '../skillGestures';

/**
 * What a node tells its graph. One stable object per graph, handed down by context so nodes
 * never re-render because a callback changed.
 */
export interface GraphActions {
  /** The id of the graph's tooltip, which describes the node it is shown for. */
  readonly tooltipId: string;
  /** A click, tap, right-click, long press or key on the node, by the graph's click rule. */
  gesture(skillId: number, event: React.SyntheticEvent<HTMLElement>, gesture: SkillGesture): void;
  focus(skillId: number, element: HTMLElement): void;
  blur(skillId: number): void;
  /** Mouse hover starts (element) or ends (null). */
  hover(skillId: number, element: HTMLElement | null): void;
  /** The node's info button: the skill's detail dialog, whatever a click on the node does. */
  details(skillId: number): void;
}

const noop = () => undefined;

export const GraphActionsContext = createContext<GraphActions>({
  tooltipId: '',
  gesture: noop,
  focus: noop,
  blur: noop,
  hover: noop,
  details: noop,
});

/** Whether the graph is zoomed out far enough for nodes to draw only their shapes. */
export const CompactNodesContext = createContext(false);
