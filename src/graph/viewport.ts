import { getViewportForBounds } from '@xyflow/system';
import type { FlowPoint } from './layout/gridLayout';
import { NODE_HEIGHT, NODE_WIDTH } from './layout/gridLayout';

/**
 * How a tree fits its panel, shared by the interactive graph (React Flow's fitView) and the
 * static drawing shown before it, so the two place every skill on the same pixel and the hand
 * over from one to the other shows no jump.
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

/** The pan and zoom that fit `bounds` into a panel of `width` × `height` pixels, as fitView does. */
export function fitTreeViewport(
  bounds: FlowRect,
  width: number,
  height: number,
): { x: number; y: number; zoom: number } {
  return getViewportForBounds(bounds, width, height, MIN_ZOOM, FIT_MAX_ZOOM, FIT_PADDING);
}
