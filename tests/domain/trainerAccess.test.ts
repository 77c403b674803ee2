import { describe, expect, it } from 'vitest';
import {
  hasAdvancedTrainerAccess,
  isRedSkillLevel,
  redSkillIds,
  setAdvancedTrainerAccess,
  setAllAdvancedTrainerAccess,
  sharedTrainerStatement,
  showsTrainerWarning,
  statesTrainerAccess,
} from '../../src/skills/trainerAccess';
import { TRAINER_WARNING } from '../../src/skills/trainerNotices';
import { clickSkills } from './fixtures/builds';
import { miniIndex as index, RANGED_DAMAGE, THE_SENTINEL } from './fixtures/miniGame';

describe('advanced trainer access', () => {
  const build = clickSkills(index, [
    RANGED_DAMAGE,
    RANGED_DAMAGE,
    THE_SENTINEL,
    THE_SENTINEL,
    THE_SENTINEL,
  ]);

  it('flags level 2+ in a class without access as red, with the warning', () => {
    expect(redSkillIds(build, index)).toEqual(new Set([RANGED_DAMAGE, THE_SENTINEL]));
    expect(showsTrainerWarning(build, index)).toBe(true);
    expect(TRAINER_WARNING).toBe(
      'WARNING - Red skills may not be trainable without access to advance class trainers',
    );
    expect(isRedSkillLevel(build, index, RANGED_DAMAGE, 1)).toBe(false);
  });

  it('clears the red of one class with its box', () => {
    const trooper = setAdvancedTrainerAccess(build, 'trooper', true);
    expect(hasAdvancedTrainerAccess(trooper, 'trooper')).toBe(true);
    expect(redSkillIds(trooper, index)).toEqual(new Set([THE_SENTINEL]));
    expect(trooper.hasAllAdvancedTrainerAccess).toBe(false);
  });

  it('clears all red with the master box, which ticks every class', () => {
    const all = setAllAdvancedTrainerAccess(build, true);
    expect(showsTrainerWarning(all, index)).toBe(false);
    expect(Object.values(all.advancedTrainerAccess).every(Boolean)).toBe(true);
    const none = setAllAdvancedTrainerAccess(all, false);
    expect(redSkillIds(none, index).size).toBe(2);
  });

  it('ticks the master box when every class is ticked, and unticks it with any class', () => {
    let all = build;
    for (const slug of [
      'trooper',
      'mentat',
      'planetologist',
      'bene-gesserit-acolyte',
      'swordmaster',
    ] as const) {
      all = setAdvancedTrainerAccess(all, slug, true);
    }
    expect(all.hasAllAdvancedTrainerAccess).toBe(true);
    const one = setAdvancedTrainerAccess(all, 'mentat', false);
    expect(one.hasAllAdvancedTrainerAccess).toBe(false);
    expect(redSkillIds(one, index)).toEqual(new Set([THE_SENTINEL]));
  });

  it('shows no warning for a build of level-1 skills', () => {
    expect(showsTrainerWarning(clickSkills(index, [RANGED_DAMAGE]), index)).toBe(false);
  });
});

describe('trainer access as a shared build tells it', () => {
  const build = clickSkills(index, [
    RANGED_DAMAGE,
    RANGED_DAMAGE,
    THE_SENTINEL,
    THE_SENTINEL,
    THE_SENTINEL,
  ]);

  it('reads no box ticked as the author saying nothing: a quiet note, no red warning', () => {
    expect(statesTrainerAccess(build)).toBe(false);
    expect(sharedTrainerStatement(build, index)).toEqual({ notice: 'unstated', lacking: [] });
  });

  it('reads any box ticked as the author saying which: the red warning for the others', () => {
    const trooper = setAdvancedTrainerAccess(build, 'trooper', true);
    expect(statesTrainerAccess(trooper)).toBe(true);
    expect(sharedTrainerStatement(trooper, index)).toEqual({
      notice: 'warning',
      lacking: ['mentat'],
    });
    const mentat = setAdvancedTrainerAccess(build, 'mentat', true);
    expect(sharedTrainerStatement(mentat, index)).toEqual({
      notice: 'warning',
      lacking: ['trooper'],
    });
  });

  it('tells nothing where no skill needs a trainer or every trainer is reached', () => {
    expect(sharedTrainerStatement(clickSkills(index, [RANGED_DAMAGE]), index).notice).toBe('none');
    const all = setAllAdvancedTrainerAccess(build, true);
    expect(statesTrainerAccess(all)).toBe(true);
    expect(sharedTrainerStatement(all, index)).toEqual({ notice: 'none', lacking: [] });
  });
});
