import { describe, expect, it } from 'vitest';
import {
  directionOfKey,
  linkedSkills,
  nextSkillInDirection,
} from '../../../src/graph/keyboardNavigation';
import { gridPositions } from '../../../src/graph/layout/treeLayout';
import type { SkillTree } from '../../../src/skills/gameData';
import { gameIndex } from './gameData';

// Gunnery: 1 (0,0); 2 (-1,1) 3 (1,1); 4 (-2,2) 5 (0,2) 6 (2,2); 7 (-1,3) 8 (1,3); 9 (0,4).
const gunnery = gameIndex.treesById.get(1) as SkillTree;
const positions = gridPositions(gameIndex.skillsByTreeId.get(1) ?? []);
const linked = linkedSkills(gunnery.links);
const next = (from: number, direction: 'up' | 'down' | 'left' | 'right') =>
  nextSkillInDirection(from, direction, positions, linked);

describe('nextSkillInDirection', () => {
  it('climbs the tree along its edges (equal choices: the left one)', () => {
    expect(next(1, 'up')).toBe(2);
    expect(next(2, 'up')).toBe(4);
    expect(next(7, 'up')).toBe(9);
  });

  it('goes down along edges', () => {
    expect(next(9, 'down')).toBe(7);
    expect(next(2, 'down')).toBe(1);
    expect(next(6, 'down')).toBe(3);
  });

  it('goes sideways along diagonal edges, preferring the upper one', () => {
    expect(next(1, 'right')).toBe(3);
    expect(next(1, 'left')).toBe(2);
    expect(next(2, 'right')).toBe(5);
    expect(next(3, 'left')).toBe(5);
  });

  it('moves to the nearest skill that way when no edge leads there', () => {
    // 4 (-2,2) links only to 2 and 7, both to its right: left has no skill at all.
    expect(next(4, 'left')).toBeNull();
    // 1 has no skill below it.
    expect(next(1, 'down')).toBeNull();
    // Without links every move is geometric.
    expect(nextSkillInDirection(2, 'right', positions, new Map())).toBe(3);
  });

  it('stays put for unknown skills', () => {
    expect(next(12345, 'up')).toBeNull();
  });
});

describe('directionOfKey and linkedSkills', () => {
  it('maps arrow keys only', () => {
    expect(directionOfKey('ArrowUp')).toBe('up');
    expect(directionOfKey('ArrowLeft')).toBe('left');
    expect(directionOfKey('Enter')).toBeNull();
  });

  it('links both ways, once, and ignores self-links', () => {
    const links = linkedSkills([
      [1, 2],
      [2, 1],
      [3, 3],
    ]);
    expect(links.get(1)).toEqual([2]);
    expect(links.get(2)).toEqual([1]);
    expect(links.has(3)).toBe(false);
  });
});
