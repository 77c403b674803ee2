import { describe, expect, it } from 'vitest';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import {
  allocateSkill,
  canAllocateSkill,
  canDeallocateSkill,
  cannotAllocateMessage,
  cannotDeallocateMessage,
  deallocateSkill,
  MAX_LEVEL_REACHED,
  NOT_ENOUGH_SP,
  PREREQUISITES_NOT_MET,
  skillLevel,
} from '../../src/skills/allocation';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { capAllowsCost } from '../../src/skills/skillPointCap';
import { clickSkills } from './fixtures/builds';
import { deepFreeze } from './fixtures/freeze';
import {
  ANTI_GRAVITY_FIELD,
  CENTER_OF_MASS,
  DISRUPTOR_DAMAGE,
  ENERGY_CAPSULE,
  GUNSMITH,
  MARKSMAN,
  miniIndex as index,
  RANGED_DAMAGE,
  STUNNER,
  THE_SENTINEL,
} from './fixtures/miniGame';

describe('raising a skill', () => {
  it('takes an entry skill at level 1, appends the plan step and counts the SP', () => {
    const build = allocateSkill(deepFreeze(emptyBuild()), index, RANGED_DAMAGE);
    expect(build.characterBuild).toEqual([{ skillId: RANGED_DAMAGE, level: 1 }]);
    expect(build.levellingPlan).toEqual([
      { skillId: RANGED_DAMAGE, level: 1, skill: 'Ranged Damage' },
    ]);
    expect(build.skillpoints).toBe(1);
  });

  it('raises one level per click up to the max, appending each level to the plan', () => {
    const build = clickSkills(index, [
      RANGED_DAMAGE,
      ANTI_GRAVITY_FIELD,
      RANGED_DAMAGE,
      RANGED_DAMAGE,
    ]);
    expect(skillLevel(build, RANGED_DAMAGE)).toBe(3);
    expect(build.levellingPlan.map((s) => [s.skillId, s.level])).toEqual([
      [RANGED_DAMAGE, 1],
      [ANTI_GRAVITY_FIELD, 1],
      [RANGED_DAMAGE, 2],
      [RANGED_DAMAGE, 3],
    ]);
    expect(build.skillpoints).toBe(1 + 1 + 3 + 4);
  });

  it('refuses a rise past the max level: "Max level reached", the build unchanged', () => {
    const build = deepFreeze(clickSkills(index, [ANTI_GRAVITY_FIELD]));
    const check = canAllocateSkill(build, index, ANTI_GRAVITY_FIELD);
    expect(check).toEqual({ ok: false, reason: MAX_LEVEL_REACHED });
    expect(allocateSkill(build, index, ANTI_GRAVITY_FIELD)).toBe(build);
    if (!check.ok) expect(cannotAllocateMessage(check)).toBe('Cannot allocate: Max level reached');
  });

  it('refuses a skill whose prerequisites are all inactive, naming them', () => {
    const build = deepFreeze(clickSkills(index, [RANGED_DAMAGE]));
    const check = canAllocateSkill(build, index, GUNSMITH);
    expect(check).toMatchObject({
      ok: false,
      reason: PREREQUISITES_NOT_MET,
      missingPrerequisiteIds: [DISRUPTOR_DAMAGE, CENTER_OF_MASS],
      missingPrerequisites: ['Disruptor Damage', 'Center of Mass'],
    });
    if (!check.ok)
      expect(cannotAllocateMessage(check)).toBe('Cannot allocate: Prerequisites not met');
    expect(allocateSkill(build, index, GUNSMITH)).toBe(build);
  });

  it('needs only one of several prerequisites', () => {
    const build = clickSkills(index, [RANGED_DAMAGE, CENTER_OF_MASS]);
    expect(canAllocateSkill(build, index, GUNSMITH)).toEqual({ ok: true, cost: 1 });
  });

  it('checks prerequisites only to activate: an active skill keeps rising', () => {
    const build = clickSkills(index, [RANGED_DAMAGE, DISRUPTOR_DAMAGE]);
    expect(canAllocateSkill(build, index, DISRUPTOR_DAMAGE).ok).toBe(true);
  });

  it('refuses unknown skills', () => {
    expect(canAllocateSkill(emptyBuild(), index, 4242)).toEqual({
      ok: false,
      reason: 'Unknown skill',
    });
  });
});

describe('the skill point cap', () => {
  it('below the cap, refuses a rise that would pass it and allows one that reaches it', () => {
    const build = { ...clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE]), customSkillPointCap: 5 };
    // spent 4 of 5: Ranged Damage 3 costs 4 (too much), The Sentinel 1 costs 1 (exactly).
    const refused = canAllocateSkill(build, index, RANGED_DAMAGE);
    expect(refused).toEqual({ ok: false, reason: NOT_ENOUGH_SP, cost: 4, spent: 4, cap: 5 });
    if (!refused.ok) expect(cannotAllocateMessage(refused)).toBe('Cannot allocate: Not enough SP');
    expect(canAllocateSkill(build, index, THE_SENTINEL)).toEqual({ ok: true, cost: 1 });
  });

  it('at or over the cap, refuses any rise', () => {
    const atCap = { ...clickSkills(index, [RANGED_DAMAGE]), customSkillPointCap: 1 };
    expect(canAllocateSkill(atCap, index, THE_SENTINEL)).toMatchObject({
      ok: false,
      reason: NOT_ENOUGH_SP,
    });
    const overCap = {
      ...clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE]),
      customSkillPointCap: 1,
    };
    expect(canAllocateSkill(overCap, index, THE_SENTINEL)).toMatchObject({
      ok: false,
      reason: NOT_ENOUGH_SP,
    });
  });

  it('follows the spec’s two cases exactly, free levels included', () => {
    expect(capAllowsCost(4, 5, 1)).toBe(true);
    expect(capAllowsCost(4, 5, 2)).toBe(false);
    expect(capAllowsCost(5, 5, 1)).toBe(false);
    expect(capAllowsCost(5, 5, 0)).toBe(true);
    expect(capAllowsCost(7, 5, 0)).toBe(true);
    expect(capAllowsCost(7, 5, 1)).toBe(false);
  });

  it('uses 200 when there is no custom cap', () => {
    const build = { ...emptyBuild(), characterBuild: [], skillpoints: 0 };
    expect(canAllocateSkill(build, index, RANGED_DAMAGE).ok).toBe(true);
    expect(canAllocateSkill({ ...build, customSkillPointCap: 0 }, index, RANGED_DAMAGE).ok).toBe(
      false,
    );
  });

  it('checks the SP before the prerequisites, in the spec’s order of reasons', () => {
    const build = { ...emptyBuild(), customSkillPointCap: 0 };
    expect(canAllocateSkill(build, index, GUNSMITH)).toMatchObject({ reason: NOT_ENOUGH_SP });
  });
});

describe('lowering a skill', () => {
  it('lowers one level and removes that level’s plan step', () => {
    const build = deepFreeze(
      clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE, THE_SENTINEL, RANGED_DAMAGE]),
    );
    const lowered = deallocateSkill(build, index, RANGED_DAMAGE);
    expect(skillLevel(lowered, RANGED_DAMAGE)).toBe(2);
    expect(lowered.levellingPlan.map((s) => [s.skillId, s.level])).toEqual([
      [RANGED_DAMAGE, 1],
      [RANGED_DAMAGE, 2],
      [THE_SENTINEL, 1],
    ]);
    expect(lowered.skillpoints).toBe(1 + 3 + 1);
  });

  it('always allows lowering a level-2 or level-3 skill, even one others depend on', () => {
    const build = clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE, DISRUPTOR_DAMAGE]);
    expect(canDeallocateSkill(build, index, RANGED_DAMAGE)).toEqual({ ok: true, refund: 3 });
  });

  it('deactivates a level-1 skill nothing depends on solely', () => {
    const build = deepFreeze(clickSkills(index, [RANGED_DAMAGE, DISRUPTOR_DAMAGE]));
    const lowered = deallocateSkill(build, index, DISRUPTOR_DAMAGE);
    expect(lowered.characterBuild).toEqual([{ skillId: RANGED_DAMAGE, level: 1 }]);
    expect(lowered.levellingPlan).toHaveLength(1);
    expect(lowered.skillpoints).toBe(1);
  });

  it('refuses to deactivate a skill another active skill depends on solely, naming it', () => {
    const build = deepFreeze(clickSkills(index, [RANGED_DAMAGE, DISRUPTOR_DAMAGE]));
    const check = canDeallocateSkill(build, index, RANGED_DAMAGE);
    expect(check).toEqual({
      ok: false,
      reason: 'Required by other skills',
      dependantIds: [DISRUPTOR_DAMAGE],
      dependants: ['Disruptor Damage'],
    });
    if (!check.ok)
      expect(cannotDeallocateMessage(check)).toBe(
        'Cannot deactivate: required by Disruptor Damage',
      );
    expect(deallocateSkill(build, index, RANGED_DAMAGE)).toBe(build);
  });

  it('allows deactivating one of two active prerequisites, then not the other', () => {
    const both = clickSkills(index, [RANGED_DAMAGE, DISRUPTOR_DAMAGE, CENTER_OF_MASS, GUNSMITH]);
    const withoutDisruptor = deallocateSkill(both, index, DISRUPTOR_DAMAGE);
    expect(skillLevel(withoutDisruptor, DISRUPTOR_DAMAGE)).toBe(0);
    expect(canDeallocateSkill(withoutDisruptor, index, CENTER_OF_MASS)).toMatchObject({
      ok: false,
      dependants: ['Gunsmith'],
    });
  });

  it('ignores inactive dependants', () => {
    const build = clickSkills(index, [RANGED_DAMAGE]);
    expect(canDeallocateSkill(build, index, RANGED_DAMAGE).ok).toBe(true);
  });

  it('takes a deactivated skill out of the active slots and the plan', () => {
    let build = clickSkills(index, [THE_SENTINEL, MARKSMAN, STUNNER, THE_SENTINEL]);
    build = chooseSlotSkill(build, index, 'ability', 1, STUNNER);
    build = chooseSlotSkill(build, index, 'ability', 0, THE_SENTINEL);
    build = chooseSlotSkill(build, index, 'technique', 2, MARKSMAN);
    const lowered = deallocateSkill(deepFreeze(build), index, STUNNER);
    expect(lowered.activeAbilities).toEqual([THE_SENTINEL, null, null]);
    expect(lowered.activeTechniques).toEqual([null, null, MARKSMAN]);
    expect(lowered.levellingPlan.some((s) => s.skillId === STUNNER)).toBe(false);
  });

  it('keeps a skill lowered to level 1 in its slot', () => {
    let build = clickSkills(index, [THE_SENTINEL, THE_SENTINEL]);
    build = chooseSlotSkill(build, index, 'ability', 0, THE_SENTINEL);
    expect(deallocateSkill(build, index, THE_SENTINEL).activeAbilities).toEqual([
      THE_SENTINEL,
      null,
      null,
    ]);
  });

  it('refuses to lower a skill that is not taken', () => {
    const build = deepFreeze(emptyBuild());
    const check = canDeallocateSkill(build, index, ENERGY_CAPSULE);
    expect(check).toEqual({ ok: false, reason: 'Not allocated' });
    expect(deallocateSkill(build, index, ENERGY_CAPSULE)).toBe(build);
  });

  it('re-taking a skill appends it again at the end of the plan and the build', () => {
    let build = clickSkills(index, [RANGED_DAMAGE, THE_SENTINEL]);
    build = deallocateSkill(build, index, RANGED_DAMAGE);
    build = allocateSkill(build, index, RANGED_DAMAGE);
    expect(build.characterBuild.map((e) => e.skillId)).toEqual([THE_SENTINEL, RANGED_DAMAGE]);
    expect(build.levellingPlan.map((s) => s.skillId)).toEqual([THE_SENTINEL, RANGED_DAMAGE]);
  });
});
