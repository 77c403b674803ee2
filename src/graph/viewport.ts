import type { FlowPoint } from './layout/gridLayout';
import { NODE_HEIGHT, NODE_WIDTH } from './layout/gridLayout';

/**
 * How a tree fits its panel, shared by the interactive graph (React Flow's fitView) and the
 * static drawing shown before it, so the two place every skill on the same pixel and the hand
 * over from one to the other shows no jump. It imports nothing of React Flow: the drawing is
 * on the first screen, and @xyflow/system would bring d3's pan and zoom along with it.
 */

/** Margin around the tree, as a fraction of the panel (React Flow's fitView padding). */
export const FIT_PADDING = 0.08;
/** A small tree is never blown up past this zoom when fitted. */
export const FIT_MAX_ZOOM = 1.25;
/** The zoom range a player can pan and zoom within. */
export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 2.5;
/** Below this zoom, nodes draw only their shapes (labels would be under 6 px tall). */
export const COMPACT_ZOOM = 0.45;

/** A rectangle in flow coordinates. */
export interface FlowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the tree's node boxes are: the rectangle around every placed node. */
export function treeBounds(positions: ReadonlyMap<number, FlowPoint>): FlowRect | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of positions.values()) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + NODE_WIDTH);
    maxY = Math.max(maxY, y + NODE_HEIGHT);
  }
  if (minX === Infinity) return null;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/**
 * Whole pixels of margin on each side of a panel `size` pixels long: the tree may fill
 * size / (1 + FIT_PADDING) of it, the rest is shared by the two sides, rounded down (fitView
 * rounds the same way, and the drawing must land on the graph's pixel).
 */
function sideMargin(size: number): number {
  return Math.floor((size - size / (1 + FIT_PADDING)) * 0.5);
}

/**
 * Where the panel's origin goes, along one axis, for a tree from `start` over `length` flow
 * units at `zoom`: the tree centred. Where the tree does not fit (held at the smallest zoom),
 * each side falls short of its margin; whole-pixel rounding can make one side's shortfall a
 * pixel more than the other's, and fitView moves the tree by that difference, so this does too.
 */
function fittedOrigin(
  start: number,
  length: number,
  panel: number,
  margin: number,
  zoom: number,
): number {
  const centred = panel / 2 - (start + length / 2) * zoom;
  const before = Math.floor(start * zoom + centred);
  const after = Math.floor(panel - ((start + length) * zoom + centred));
  return centred - Math.min(before - margin, 0) + Math.min(after - margin, 0);
}

/**
 * The pan and zoom that fit `bounds` into a panel of `width` × `height` pixels, exactly as
 * React Flow's fitView does with FIT_PADDING, MIN_ZOOM and FIT_MAX_ZOOM (a domain test holds it
 * to that), without loading React Flow: the largest zoom at which the tree fits within the
 * margins, kept within those zooms, and the tree centred.
 */
export function fitTreeViewport(
  bounds: FlowRect,
  width: number,
  height: number,
): { x: number; y: number; zoom: number } {
  const marginX = sideMargin(width);
  const marginY = sideMargin(height);
  const fits = Math.min(
    (width - marginX * 2) / bounds.width,
    (height - marginY * 2) / bounds.height,
  );
  const zoom = Math.min(Math.max(fits, MIN_ZOOM), FIT_MAX_ZOOM);
  return {
    x: fittedOrigin(bounds.x, bounds.width, width, marginX, zoom),
    y: fittedOrigin(bounds.y, bounds.height, height, marginY, zoom),
    zoom,
  };
}
