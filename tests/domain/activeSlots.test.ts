import { describe, expect, it } from 'vitest';
import {
  canChooseSlotSkill,
  chooseSlotSkill,
  clearSkillFromSlots,
  slotOptions,
  validSlotSkills,
} from '../../src/skills/activeSlots';
import { clickSkills } from './fixtures/builds';
import { deepFreeze } from './fixtures/freeze';
import {
  ANTI_GRAVITY_FIELD,
  CENTER_OF_MASS,
  GRAVITY_FIELD,
  MARKSMAN,
  miniIndex as index,
  RANGED_DAMAGE,
  STUNNER,
  THE_SENTINEL,
} from './fixtures/miniGame';

const taken = () =>
  deepFreeze(
    clickSkills(index, [
      RANGED_DAMAGE,
      CENTER_OF_MASS,
      ANTI_GRAVITY_FIELD,
      GRAVITY_FIELD,
      THE_SENTINEL,
      MARKSMAN,
      STUNNER,
    ]),
  );

describe('active slots', () => {
  it('offers None and the build’s taken skills of the slot’s type, by name', () => {
    const options = slotOptions(taken(), index, 'ability', 0);
    expect(options.map((o) => o.label)).toEqual([
      'None',
      'Anti-gravity Field',
      'Gravity Field',
      'Stunner',
      'The Sentinel',
    ]);
    expect(options[0]).toEqual({ skillId: null, label: 'None', current: true, unavailable: false });
    expect(slotOptions(taken(), index, 'technique', 0).map((o) => o.label)).toEqual([
      'None',
      'Center of Mass',
      'Marksman',
    ]);
  });

  it('marks the current skill and greys skills held by another slot', () => {
    let build = chooseSlotSkill(taken(), index, 'ability', 0, STUNNER);
    build = chooseSlotSkill(build, index, 'ability', 1, THE_SENTINEL);
    const options = slotOptions(build, index, 'ability', 1);
    expect(options.find((o) => o.skillId === THE_SENTINEL)).toEqual({
      skillId: THE_SENTINEL,
      label: 'The Sentinel (current)',
      current: true,
      unavailable: false,
    });
    expect(options.find((o) => o.skillId === STUNNER)).toMatchObject({
      unavailable: true,
      current: false,
    });
    expect(options[0]).toMatchObject({ label: 'None', current: false });
  });

  it('fills a slot, and clears it when the same skill or None is chosen again', () => {
    const build = chooseSlotSkill(taken(), index, 'ability', 2, GRAVITY_FIELD);
    expect(build.activeAbilities).toEqual([null, null, GRAVITY_FIELD]);
    expect(chooseSlotSkill(build, index, 'ability', 2, GRAVITY_FIELD).activeAbilities).toEqual([
      null,
      null,
      null,
    ]);
    expect(chooseSlotSkill(build, index, 'ability', 2, null).activeAbilities).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('replaces the skill in a slot', () => {
    const build = chooseSlotSkill(
      chooseSlotSkill(taken(), index, 'ability', 0, STUNNER),
      index,
      'ability',
      0,
      THE_SENTINEL,
    );
    expect(build.activeAbilities).toEqual([THE_SENTINEL, null, null]);
  });

  it('refuses a skill in another slot, of the other type, not taken, or a slot that does not exist', () => {
    const build = deepFreeze(chooseSlotSkill(taken(), index, 'ability', 0, STUNNER));
    expect(chooseSlotSkill(build, index, 'ability', 1, STUNNER)).toBe(build);
    expect(chooseSlotSkill(build, index, 'technique', 1, STUNNER)).toBe(build);
    expect(chooseSlotSkill(build, index, 'ability', 1, RANGED_DAMAGE)).toBe(build);
    const fresh = clickSkills(index, [THE_SENTINEL]);
    expect(canChooseSlotSkill(fresh, index, 'ability', 0, STUNNER)).toBe(false);
    expect(chooseSlotSkill(build, index, 'ability', 3, THE_SENTINEL)).toBe(build);
    expect(chooseSlotSkill(build, index, 'ability', -1, THE_SENTINEL)).toBe(build);
  });

  it('clears a skill from every slot', () => {
    const build = chooseSlotSkill(taken(), index, 'technique', 1, MARKSMAN);
    expect(clearSkillFromSlots(build, MARKSMAN).activeTechniques).toEqual([null, null, null]);
    expect(clearSkillFromSlots(build, STUNNER)).toBe(build);
  });

  it('lists the valid part of slots read from elsewhere', () => {
    const build = {
      ...taken(),
      activeAbilities: [STUNNER, STUNNER, RANGED_DAMAGE] as [number, number, number],
    };
    expect(validSlotSkills(build, index, 'ability')).toEqual([STUNNER, null, null]);
  });
});
