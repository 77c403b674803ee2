import { describe, expect, it } from 'vitest';
import { treeGraphData } from '../../../src/builds/trees/treeGraphWiring';
import { decreaseRefusalText, increaseRefusalText } from '../../../src/graph/refusalText';
import {
  allocateSkill,
  canAllocateSkill,
  canDeallocateSkill,
  cannotAllocateMessage,
  cannotDeallocateMessage,
} from '../../../src/skills/allocation';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { skillNodeState, skillTooltipLines } from '../../../src/skills/skillStates';
import { gameIndex } from './gameData';

/** Gunnery: Ranged Damage (1) is the entry, Disruptor Damage (2) needs it. */
const RANGED_DAMAGE = 1;
const DISRUPTOR_DAMAGE = 2;

describe('the graph’s refusal texts', () => {
  it('are the domain’s messages, formed from the node state alone', () => {
    const build = emptyBuild();
    for (const skillId of [RANGED_DAMAGE, DISRUPTOR_DAMAGE]) {
      const state = skillNodeState(build, gameIndex, skillId);
      const up = canAllocateSkill(build, gameIndex, skillId);
      const down = canDeallocateSkill(build, gameIndex, skillId);
      expect(increaseRefusalText(state)).toBe(up.ok ? null : cannotAllocateMessage(up));
      expect(decreaseRefusalText(state)).toBe(down.ok ? null : cannotDeallocateMessage(down));
    }
  });

  it('say why a rise or a fall is refused, and nothing while allowed', () => {
    const taken = allocateSkill(
      allocateSkill(emptyBuild(), gameIndex, RANGED_DAMAGE),
      gameIndex,
      DISRUPTOR_DAMAGE,
    );
    const entry = skillNodeState(taken, gameIndex, RANGED_DAMAGE);
    expect(increaseRefusalText(entry)).toBeNull();
    expect(decreaseRefusalText(entry)).toBe('Cannot deactivate: required by Disruptor Damage');
    const locked = skillNodeState(emptyBuild(), gameIndex, DISRUPTOR_DAMAGE);
    expect(increaseRefusalText(locked)).toBe('Cannot allocate: Prerequisites not met');
    expect(decreaseRefusalText(locked)).toBe('This skill is not active.');
    expect(increaseRefusalText(undefined)).toBeNull();
  });
});

describe('treeGraphData (the pages’ one wiring of a tree)', () => {
  it('gives the index’s skills, the memoised node states and the engine’s texts', () => {
    const view = { build: allocateSkill(emptyBuild(), gameIndex, RANGED_DAMAGE), index: gameIndex };
    const data = treeGraphData(view, 1);
    expect(data.skills).toBe(gameIndex.skillsByTreeId.get(1));
    expect(treeGraphData(view, 1).nodeStates).toBe(data.nodeStates);
    expect(data.nodeStates.get(RANGED_DAMAGE)?.level).toBe(1);
    expect(data.tooltipLines?.(DISRUPTOR_DAMAGE)).toEqual(
      skillTooltipLines(view.build, gameIndex, DISRUPTOR_DAMAGE),
    );
    expect(data.levelCost?.(RANGED_DAMAGE, 2)).toBeGreaterThan(0);
    expect(treeGraphData(view, 999).skills).toEqual([]);
  });
});
