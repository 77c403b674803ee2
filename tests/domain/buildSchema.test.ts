import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildProblems, isValidBuild } from '../../src/skills/buildValidation';
import { clickSkills } from './fixtures/builds';
import {
  miniIndex as index,
  RANGED_DAMAGE,
  STUNNER,
  THE_SENTINEL,
  MARKSMAN,
} from './fixtures/miniGame';
import { MAX_BUILD_SKILLS } from '../../src/skills/buildLimits';

describe('the Build schema shared with the server', () => {
  it('accepts an empty build as is', () => {
    expect(buildSchema.parse(emptyBuild())).toEqual(emptyBuild());
  });

  it('fills what a body may leave out with the defaults and drops unknown keys', () => {
    const parsed = buildSchema.parse({
      buildTitle: 'Short',
      buildDescription: '',
      buildTags: [],
      characterBuild: [],
      injected: '<script>',
    });
    expect(parsed).toEqual({ ...emptyBuild(), buildTitle: 'Short', buildDescription: '' });
  });

  it('reads unknown or missing sharing as Private', () => {
    const base = { ...emptyBuild() } as Record<string, unknown>;
    expect(buildSchema.parse({ ...base, buildSharing: 'Everyone' }).buildSharing).toBe('Private');
    delete base.buildSharing;
    expect(buildSchema.parse(base).buildSharing).toBe('Private');
    expect(buildSchema.parse({ ...emptyBuild(), buildSharing: 'Public' }).buildSharing).toBe(
      'Public',
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['a 65-character title', { buildTitle: 'x'.repeat(65) }],
    ['an empty title', { buildTitle: '' }],
    ['a 257-character description', { buildDescription: 'x'.repeat(257) }],
    ['a 4001-character guide', { buildGuide: 'x'.repeat(4001) }],
    ['an unknown tag', { buildTags: ['Sandworm Rider'] }],
    [
      'seven tags',
      { buildTags: ['Sniper', 'Pilot', 'Driver', 'Crafter', 'Survivor', 'Assassin', 'Mechanic'] },
    ],
    ['a repeated tag', { buildTags: ['Sniper', 'Sniper'] }],
    [
      'Leveling Build with Deep Desert Build',
      { buildTypeTags: ['Leveling Build', 'Deep Desert Build'] },
    ],
    ['a cap of 201', { customSkillPointCap: 201 }],
    ['a cap of -1', { customSkillPointCap: -1 }],
    ['a fractional cap', { customSkillPointCap: 1.5 }],
    ['level 4', { characterBuild: [{ skillId: 1, level: 4 }] }],
    ['a negative skill id', { characterBuild: [{ skillId: -3, level: 1 }] }],
    ['two ability slots', { activeAbilities: [null, null] }],
    ['a string slot', { activeTechniques: ['1', null, null] }],
    ['an unknown class', { selectedClass: 'fremen' }],
    ['NaN likes', { buildLikes: Number.NaN }],
    [
      'too many skills',
      {
        characterBuild: Array.from({ length: MAX_BUILD_SKILLS + 1 }, (_, i) => ({
          skillId: i,
          level: 1,
        })),
      },
    ],
  ])('refuses %s', (_label, change) => {
    expect(buildSchema.safeParse({ ...emptyBuild(), ...change }).success).toBe(false);
  });
});

describe('build problems against the game data', () => {
  it('finds none in builds the engine makes', () => {
    const build = clickSkills(index, [
      THE_SENTINEL,
      MARKSMAN,
      STUNNER,
      RANGED_DAMAGE,
      RANGED_DAMAGE,
    ]);
    expect(buildProblems(build, index)).toEqual([]);
    expect(isValidBuild(build, index)).toBe(true);
  });

  it('finds a skill listed twice and a slot used twice', () => {
    const build = clickSkills(index, [THE_SENTINEL, MARKSMAN, STUNNER]);
    const broken = {
      ...build,
      characterBuild: [...build.characterBuild, { skillId: THE_SENTINEL, level: 1 }],
      activeAbilities: [STUNNER, STUNNER, null] as [number, number, null],
    };
    expect(buildProblems(broken, index)).toEqual([
      'The Sentinel appears more than once in the build.',
      'The leveling plan does not match the skill levels of the build.',
      'Stunner is in more than one active ability slot.',
    ]);
  });

  it('finds a technique in an ability slot', () => {
    const build = {
      ...clickSkills(index, [THE_SENTINEL, MARKSMAN]),
      activeAbilities: [MARKSMAN, null, null] as [number, null, null],
    };
    expect(buildProblems(build, index)).toEqual([
      'Marksman is in an active ability slot but is not a taken ability.',
    ]);
  });
});
