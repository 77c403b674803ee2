import { describe, expect, it } from 'vitest';
import { allocateSkill, canAllocateSkill, canDeallocateSkill } from '../../src/skills/allocation';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildProblems } from '../../src/skills/buildValidation';
import {
  CAPSTONE_SKILLS,
  levelCost,
  skillPointsSpentByClass,
  TWO_SP_PER_LEVEL_SKILLS,
} from '../../src/skills/costs';
import { buildExportJson } from '../../src/skills/exportBuild';
import type { Skill } from '../../src/skills/gameData';
import type { GameIndex } from '../../src/skills/gameIndex';
import { importBuildText } from '../../src/skills/importBuild';
import { skillTooltipLines, treeNodeStates } from '../../src/skills/skillStates';
import { maxedBuild } from './fixtures/builds';
import { GAME_VERSIONS, realGame } from './fixtures/realData';

function named(index: GameIndex, name: string, className?: string): Skill {
  const skill = [...index.skillsById.values()].find((s) => {
    if (s.name !== name) return false;
    if (className === undefined) return true;
    return index.classesById.get(index.classIdBySkillId.get(s.id) ?? 0)?.name === className;
  });
  if (!skill) throw new Error(`no skill ${name}`);
  return skill;
}

/** The build that takes a skill's first prerequisite path up from its tree's entry. */
function pathTo(index: GameIndex, skill: Skill) {
  const path: number[] = [];
  for (
    let id: number | undefined = skill.id;
    id !== undefined;
    id = index.prerequisiteIds.get(id)?.[0]
  )
    path.unshift(id);
  return path.reduce((build, id) => allocateSkill(build, index, id), emptyBuild());
}

const costs = (skill: Skill) => skill.levels.map((l) => levelCost(skill, l.level));

describe.each(GAME_VERSIONS)('the rules over the real data %s', (version) => {
  const { index } = realGame(version);

  it.each([
    ['Ranged Damage', [1, 3, 4]],
    ['The Sentinel', [1, 2, 3]],
    ['Precise Parry', [3, 3, 3]],
    ['Spice Surveyor', [2]],
    ['Cartographer', [1]],
    ['Energy Capsule', [2]],
    ['Center of Mass', [2, 3, 4]],
  ])('%s costs %j', (name, expected) => {
    expect(costs(named(index, name))).toEqual(expected);
  });

  it('gives Stunner, Compel and Deflection their version’s levels', () => {
    const expected =
      version === '1.5'
        ? { Stunner: [2, 3, 4], Compel: [1, 2, 3], Deflection: [1, 2, 3] }
        : { Stunner: [2], Compel: [1], Deflection: [1] };
    for (const [name, cost] of Object.entries(expected))
      expect(costs(named(index, name))).toEqual(cost);
  });

  it('names the spec’s fallback skills as the data does: the capstones are entry abilities costing the level number', () => {
    for (const name of CAPSTONE_SKILLS) {
      const skill = named(index, name);
      expect(skill.type, name).toBe('Ability');
      expect(skill.position?.row, name).toBe(0);
      expect(costs(skill), name).toEqual(skill.levels.map((l) => l.level));
    }
    for (const name of TWO_SP_PER_LEVEL_SKILLS) expect(named(index, name).type).toBe('Passive');
  });

  it('opens every tree at its entry and locks the rest', () => {
    for (const tree of index.data.trees) {
      const states = treeNodeStates(emptyBuild(), index, tree.id);
      expect(states.length, tree.name).toBeGreaterThan(0);
      for (const state of states) {
        const entry = (index.prerequisiteIds.get(state.skillId) ?? []).length === 0;
        expect(state.state, `${tree.name} ${state.skillId}`).toBe(entry ? 'available' : 'locked');
      }
    }
  });

  it('lets every skill be reached along its prerequisites', () => {
    for (const skill of index.data.skills) {
      const build = pathTo(index, skill);
      expect(
        build.characterBuild.some((e) => e.skillId === skill.id),
        skill.name,
      ).toBe(true);
      expect(buildProblems(build, index)).toEqual([]);
    }
  });

  it('names the missing prerequisites of Gunsmith and refuses to remove what it stands on', () => {
    const gunsmith = named(index, 'Gunsmith');
    const prerequisites = (index.prerequisiteIds.get(gunsmith.id) ?? []).map(
      (id) => index.skillsById.get(id)?.name,
    );
    expect(prerequisites.length).toBeGreaterThan(0);
    expect(skillTooltipLines(emptyBuild(), index, gunsmith.id)).toEqual([
      `Prerequisites not met: ${prerequisites.join(', ')}`,
    ]);
    const build = pathTo(index, gunsmith);
    const below = build.characterBuild.at(-2)?.skillId ?? 0;
    expect(canDeallocateSkill(build, index, below)).toMatchObject({
      ok: false,
      dependants: ['Gunsmith'],
    });
  });

  it('fills the 200 SP of a maxed build exactly, refuses one more level, and keeps it valid', () => {
    const build = maxedBuild(index);
    expect(build.skillpoints).toBeGreaterThanOrEqual(199);
    expect(build.skillpoints).toBeLessThanOrEqual(200);
    expect(buildProblems(build, index)).toEqual([]);
    for (const skill of index.data.skills)
      expect(canAllocateSkill(build, index, skill.id).ok).toBe(false);
    const perClass = skillPointsSpentByClass(index, build.characterBuild);
    expect(Object.values(perClass).reduce((a, b) => a + b, 0)).toBe(build.skillpoints);
    expect(importBuildText(buildExportJson(build, index), index)).toEqual({
      ok: true,
      build: { ...build, buildSharing: 'Private' },
    });
  });
});
