import type { GridPosition } from '../../skills/gameData';

/**
 * Geometry of a skill node and of the tree grid. Every node is the same box: the shape on top,
 * the level pill across its lower edge and a two-line name below. Sizes are in flow pixels
 * (React Flow's coordinates), so they scale with the zoom.
 */
export const NODE_WIDTH = 112;
export const NODE_HEIGHT = 116;
/** The skill's shape (diamond, circle or hexagon) is a square at the top of the node box. */
const SHAPE_SIZE = 72;
/** Where edges meet a node: the centre of its shape, relative to the node box. */
export const NODE_ANCHOR = { x: NODE_WIDTH / 2, y: SHAPE_SIZE / 2 } as const;

/** One grid column: neighbouring rows sit one column apart, so their boxes never overlap. */
export const COLUMN_SPACING = 84;
/** One grid row: a node box plus room for the edges between rows. */
export const ROW_SPACING = 136;

export interface FlowPoint {
  x: number;
  y: number;
}

/**
 * THE grid→pixel function: the top-left corner of a skill's node box for its grid cell.
 * Columns run left to right around the tree's centre; rows run bottom-up (row 0, the entry
 * skill, is lowest on screen), so a higher row gets a smaller y. The entry cell's shape is
 * centred on the flow origin.
 */
export function gridCellToPixels(cell: GridPosition): FlowPoint {
  return {
    x: cell.col * COLUMN_SPACING - NODE_ANCHOR.x,
    y: -cell.row * ROW_SPACING - NODE_ANCHOR.y,
  };
}
