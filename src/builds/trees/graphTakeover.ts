import type { GraphTarget, LiveGraph } from '../../graph';
import { CONTROL_ICONS } from '../../graph/controlIcons';
import type { GraphControlLabel } from '../../graph/controlIcons';

/**
 * What the player began on a tree's static drawing that only the interactive graph can finish
 * (details, refusals, focus moves, zoom, hover, focus), handed to the graph through its own
 * methods once it has taken over. Plain data, no React and no DOM events.
 */

const CONTROLS: readonly string[] = CONTROL_ICONS.map(({ label }) => label);
const isControl = (label: string | null): label is GraphControlLabel =>
  label !== null && CONTROLS.includes(label);

/** The skill or zoom button of the drawing an event reached: they carry the graph's marks. */
export function drawingTarget(element: EventTarget | null): GraphTarget | null {
  if (!(element instanceof Element)) return null;
  const skill = element.closest('[data-skill-id]');
  if (skill) return { skillId: Number(skill.getAttribute('data-skill-id')) };
  const control =
    element.closest('[data-graph-control]')?.getAttribute('data-graph-control') ?? null;
  return isControl(control) ? { control } : null;
}

/** What the drawing took, in the order the player did it. */
export class DrawingHandover {
  /** The drawing's skill or button that has keyboard focus. */
  focused: GraphTarget | null = null;
  /** The skill the mouse is over. */
  hovered: number | null = null;
  private steps: ((graph: LiveGraph) => void)[] = [];

  /** A step for the graph to do once it is in charge. */
  later(step: (graph: LiveGraph) => void): void {
    this.steps.push(step);
  }

  /**
   * Everything the drawing took, as one call for the graph. Read before the swap: taking the
   * drawing away blurs its focused node.
   */
  take(): (graph: LiveGraph) => void {
    const { focused, hovered, steps } = this;
    this.steps = [];
    return (graph) => {
      if (focused) graph.takeFocus(focused);
      if (hovered !== null) graph.takeHover(hovered);
      for (const step of steps) step(graph);
    };
  }
}
