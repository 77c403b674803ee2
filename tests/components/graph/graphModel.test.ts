import { describe, expect, it } from 'vitest';
import { edgeActivity } from '../../../src/graph/edgeStyle';
import { FlowModelCache } from '../../../src/graph/graphModel';
import { gridPositions } from '../../../src/graph/layout/treeLayout';
import { allocateSkill } from '../../../src/skills/allocation';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import type { SkillTree } from '../../../src/skills/gameData';
import type { SkillNodeState } from '../../../src/skills/skillStates';
import { treeNodeStates } from '../../../src/skills/skillStates';
import { gameIndex } from './gameData';

const gunnery = gameIndex.treesById.get(1) as SkillTree;
const skills = gameIndex.skillsByTreeId.get(1) ?? [];
const positions = gridPositions(skills);
const statesOf = (build = emptyBuild()) =>
  new Map<number, SkillNodeState>(treeNodeStates(build, gameIndex, 1).map((s) => [s.skillId, s]));

function nodesFor(cache: FlowModelCache, nodeStates: Map<number, SkillNodeState>, tabStopId = 1) {
  return cache.buildNodes({
    skills,
    positions,
    nodeStates,
    treeName: 'Gunnery',
    readOnly: false,
    searchMatches: null,
    tabStopId,
  });
}

describe('FlowModelCache', () => {
  it('gives React Flow pre-measured nodes with only their own state as data', () => {
    const [entry] = nodesFor(new FlowModelCache(), statesOf());
    expect(entry).toMatchObject({
      id: '1',
      type: 'skill',
      position: positions.get(1),
      measured: { width: 112, height: 116 },
      data: { level: 0, maxLevel: 3, status: 'available', tabStop: true, search: null },
    });
    expect(entry?.handles).toHaveLength(2);
  });

  it('keeps every node whose picture is unchanged, even when the engine sends new state objects', () => {
    const cache = new FlowModelCache();
    const before = nodesFor(cache, statesOf());
    const same = nodesFor(cache, statesOf());
    expect(same.every((node, i) => node === before[i])).toBe(true);

    // Taking the entry skill changes it and unlocks its two linked skills; six stay as they were.
    const after = nodesFor(cache, statesOf(allocateSkill(emptyBuild(), gameIndex, 1)));
    const changed = after.filter((node, i) => node !== before[i]).map((node) => node.id);
    expect(changed.sort()).toEqual(['1', '2', '3']);
  });

  it('replaces the two nodes whose tab stop moved, and no other', () => {
    const cache = new FlowModelCache();
    const states = statesOf();
    const before = nodesFor(cache, states, 1);
    const after = nodesFor(cache, states, 5);
    expect(after.filter((node, i) => node !== before[i]).map((node) => node.id)).toEqual([
      '1',
      '5',
    ]);
  });

  it('draws an edge per link, lower skill first, active when both ends are taken', () => {
    const cache = new FlowModelCache();
    const edges = cache.buildEdges(gunnery.links, positions, statesOf());
    expect(edges).toHaveLength(gunnery.links.length);
    expect(
      edges.every(
        (edge) => (positions.get(+edge.source)?.y ?? 0) > (positions.get(+edge.target)?.y ?? 0),
      ),
    ).toBe(true);
    expect(new Set(edges.map((edge) => edge.className))).toEqual(new Set(['sg-edge']));

    const build = allocateSkill(allocateSkill(emptyBuild(), gameIndex, 1), gameIndex, 2);
    const next = cache.buildEdges(gunnery.links, positions, statesOf(build));
    expect(next.find((edge) => edge.id === '1-2')?.className).toBe('sg-edge sg-edge--active');
    expect(next.find((edge) => edge.id === '1-3')?.className).toBe('sg-edge sg-edge--partial');
    // Untouched links keep their objects.
    expect(next.find((edge) => edge.id === '7-9')).toBe(edges.find((edge) => edge.id === '7-9'));
  });
});

describe('edgeActivity', () => {
  const state = (level: number) => ({ level }) as SkillNodeState;
  it('is active, partial or idle by how many ends are taken', () => {
    expect(edgeActivity(state(1), state(3))).toBe('active');
    expect(edgeActivity(state(1), state(0))).toBe('partial');
    expect(edgeActivity(undefined, state(0))).toBe('idle');
  });
});
