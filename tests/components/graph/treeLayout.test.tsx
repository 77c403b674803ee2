import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layoutWithElk } from '../../../src/graph/layout/elkLayout';
import { elkGraphFor, positionsFromElk } from '../../../src/graph/layout/elkGraph';
import { NODE_HEIGHT, NODE_WIDTH } from '../../../src/graph/layout/gridLayout';
import type { ElkLayoutRunner } from '../../../src/graph/layout/treeLayout';
import {
  gridPositions,
  layeredFallbackPositions,
  planTreeLayout,
  useTreeLayout,
} from '../../../src/graph/layout/treeLayout';
import type { Skill, SkillTree } from '../../../src/skills/gameData';
import { gameIndex } from './gameData';

const gunnery = gameIndex.treesById.get(1) as SkillTree;
const positioned = gameIndex.skillsByTreeId.get(1) ?? [];
const unpositioned: Skill[] = positioned.map((skill) => ({ ...skill, position: null }));

function overlapFree(positions: ReadonlyMap<number, { x: number; y: number }>) {
  const boxes = [...positions.values()];
  return boxes.every((a, i) =>
    boxes
      .slice(i + 1)
      .every(
        (b) =>
          a.x + NODE_WIDTH <= b.x ||
          b.x + NODE_WIDTH <= a.x ||
          a.y + NODE_HEIGHT <= b.y ||
          b.y + NODE_HEIGHT <= a.y,
      ),
  );
}

describe('planTreeLayout', () => {
  it('uses the grid when every skill has a position, ELK otherwise, nothing for no skills', () => {
    expect(planTreeLayout(positioned)).toBe('grid');
    expect(planTreeLayout(unpositioned)).toBe('elk');
    expect(
      planTreeLayout([...positioned.slice(1), { ...positioned[0], position: null } as Skill]),
    ).toBe('elk');
    expect(planTreeLayout([])).toBe('empty');
  });
});

describe('useTreeLayout', () => {
  it('places a positioned tree on the grid at once, without loading ELK', () => {
    const runElk = vi.fn<ElkLayoutRunner>();
    const { result } = renderHook(() => useTreeLayout(positioned, gunnery.links, runElk));
    expect(result.current).toEqual({
      status: 'ready',
      source: 'grid',
      positions: gridPositions(positioned),
    });
    expect(runElk).not.toHaveBeenCalled();
  });

  it('reports an empty tree as empty', () => {
    const { result } = renderHook(() => useTreeLayout([], [], vi.fn<ElkLayoutRunner>()));
    expect(result.current).toEqual({ status: 'empty' });
  });

  it('lays a tree without positions out with ELK: pending first, then ELK’s positions', async () => {
    const elkPositions = new Map(unpositioned.map((skill, i) => [skill.id, { x: i * 200, y: 0 }]));
    const runElk = vi.fn<ElkLayoutRunner>().mockResolvedValue(elkPositions);
    const { result } = renderHook(() => useTreeLayout(unpositioned, gunnery.links, runElk));
    expect(result.current).toEqual({ status: 'pending' });
    await waitFor(() => {
      expect(result.current).toEqual({ status: 'ready', source: 'elk', positions: elkPositions });
    });
    expect(runElk).toHaveBeenCalledExactlyOnceWith(unpositioned, gunnery.links);
  });

  it('falls back to a plain layered layout when ELK fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runElk = vi.fn<ElkLayoutRunner>().mockRejectedValue(new Error('worker crashed'));
    const { result } = renderHook(() => useTreeLayout(unpositioned, gunnery.links, runElk));
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
    });
    const state = result.current;
    if (state.status !== 'ready') throw new Error('not ready');
    expect(state.source).toBe('fallback');
    expect(state.positions.size).toBe(unpositioned.length);
    expect(overlapFree(state.positions)).toBe(true);
  });
});

describe('layeredFallbackPositions', () => {
  it('stacks linked skills bottom-up and keeps each layer apart', () => {
    const positions = layeredFallbackPositions(unpositioned, gunnery.links);
    for (const [a, b] of gunnery.links) {
      expect(positions.get(a)?.y).toBeGreaterThan(positions.get(b)?.y ?? Infinity);
    }
    expect(overlapFree(positions)).toBe(true);
  });

  it('survives cycles and links to unknown skills', () => {
    const skills = unpositioned.slice(0, 3);
    const [a, b, c] = skills.map((skill) => skill.id) as [number, number, number];
    const positions = layeredFallbackPositions(skills, [
      [a, b],
      [b, c],
      [c, a],
      [a, 999],
    ]);
    expect(positions.size).toBe(3);
    expect(overlapFree(positions)).toBe(true);
  });
});

describe('ELK layout', () => {
  it('builds one node box per skill and one edge per known link', () => {
    const graph = elkGraphFor(unpositioned, [...gunnery.links, [1, 999]]);
    expect(graph.children).toHaveLength(unpositioned.length);
    expect(graph.children?.[0]).toMatchObject({ width: NODE_WIDTH, height: NODE_HEIGHT });
    expect(graph.edges).toHaveLength(gunnery.links.length);
    expect(graph.layoutOptions?.['elk.direction']).toBe('UP');
    expect(positionsFromElk({ id: 'g', children: [{ id: '7', x: 5, y: 6 }] })).toEqual(
      new Map([[7, { x: 5, y: 6 }]]),
    );
  });

  it('runs ELK (in-process where there are no workers) and lays the tree out bottom-up', async () => {
    expect(typeof Worker).toBe('undefined');
    const positions = await layoutWithElk(unpositioned, gunnery.links);
    expect(positions.size).toBe(unpositioned.length);
    expect(overlapFree(positions)).toBe(true);
    for (const [a, b] of gunnery.links) {
      expect(positions.get(a)?.y).toBeGreaterThan(positions.get(b)?.y ?? Infinity);
    }
  }, 20_000);
});
