import { describe, expect, it } from 'vitest';
import {
  COLUMN_SPACING,
  gridCellToPixels,
  NODE_ANCHOR,
  NODE_HEIGHT,
  NODE_WIDTH,
  ROW_SPACING,
} from '../../../src/graph/layout/gridLayout';
import { gridPositions } from '../../../src/graph/layout/treeLayout';
import { gameData, gameIndex } from './gameData';

const centre = (cell: { col: number; row: number }) => {
  const p = gridCellToPixels(cell);
  return { x: p.x + NODE_ANCHOR.x, y: p.y + NODE_ANCHOR.y };
};

describe('gridCellToPixels', () => {
  it('centres the entry cell (col 0, row 0) on the flow origin', () => {
    expect(centre({ col: 0, row: 0 })).toEqual({ x: 0, y: 0 });
    expect(gridCellToPixels({ col: 0, row: 0 })).toEqual({ x: -NODE_WIDTH / 2, y: -NODE_ANCHOR.y });
  });

  it('draws trees bottom-up: each row is one row spacing higher on screen', () => {
    for (let row = 1; row <= 4; row++) {
      expect(centre({ col: 0, row }).y).toBe(centre({ col: 0, row: row - 1 }).y - ROW_SPACING);
    }
  });

  it('runs columns left to right around the centre, half columns included', () => {
    expect(centre({ col: -2, row: 0 }).x).toBe(-2 * COLUMN_SPACING);
    expect(centre({ col: 2, row: 0 }).x).toBe(2 * COLUMN_SPACING);
    expect(centre({ col: 0.5, row: 0 }).x).toBe(COLUMN_SPACING / 2);
  });

  it('never overlaps two node boxes of any real tree', () => {
    for (const tree of gameData.trees) {
      const boxes = [...gridPositions(gameIndex.skillsByTreeId.get(tree.id) ?? []).values()];
      expect(boxes.length).toBeGreaterThan(0);
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const overlaps =
            a.x < b.x + NODE_WIDTH &&
            b.x < a.x + NODE_WIDTH &&
            a.y < b.y + NODE_HEIGHT &&
            b.y < a.y + NODE_HEIGHT;
          expect(
            overlaps,
            `${tree.name}: boxes at ${JSON.stringify(a)} and ${JSON.stringify(b)}`,
          ).toBe(false);
        }
      }
    }
  });

  it('puts every real entry skill below the skills it unlocks', () => {
    for (const tree of gameData.trees) {
      const skills = gameIndex.skillsByTreeId.get(tree.id) ?? [];
      const positions = gridPositions(skills);
      for (const skill of skills) {
        for (const dependant of gameIndex.dependantIds.get(skill.id) ?? []) {
          expect(positions.get(dependant)?.y).toBeLessThan(positions.get(skill.id)?.y ?? 0);
        }
      }
    }
  });
});
