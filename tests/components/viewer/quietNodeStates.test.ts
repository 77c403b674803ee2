import { describe, expect, it } from 'vitest';
import { allocateSkill } from '../../../src/skills/allocation';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { treeNodeStates } from '../../../src/skills/skillStates';
import { withoutRedSkills } from '../../../src/viewer/quietNodeStates';
import { gameIndex as index } from './savedBuildFixture';

describe('node states of a build that says nothing of trainer access', () => {
  const build = allocateSkill(allocateSkill(emptyBuild(), index, 1), index, 1);
  const states = new Map(treeNodeStates(build, index, 1).map((state) => [state.skillId, state]));

  it('keeps every level and state, and marks no skill red', () => {
    expect(states.get(1)?.isRed).toBe(true);
    const quiet = withoutRedSkills(states);
    expect(quiet.get(1)).toEqual({ ...states.get(1), isRed: false });
    expect([...quiet.values()].some((state) => state.isRed)).toBe(false);
    expect(quiet.get(2)).toBe(states.get(2));
  });

  it('gives the same map back for the same states, so a tree does not redraw', () => {
    expect(withoutRedSkills(states)).toBe(withoutRedSkills(states));
  });
});
