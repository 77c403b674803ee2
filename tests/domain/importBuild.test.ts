import { describe, expect, it } from 'vitest';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildExportData, buildExportJson } from '../../src/skills/exportBuild';
import type { BuildFile } from '../../src/skills/importBuild';
import {
  IMPORT_CAP_OUT_OF_RANGE,
  IMPORT_DUPLICATE_PAIRS,
  IMPORT_LEVELS_NOT_INCREASING,
  IMPORT_NOT_A_BUILD,
  IMPORT_NOT_JSON,
  IMPORT_TOO_LARGE,
  IMPORT_UNREADABLE,
  IMPORT_UNSUPPORTED_DATA,
  IMPORT_WRONG_FORMAT,
  importBuildFile,
  importBuildText,
  importBuildValue,
  isJsonFile,
  MAX_BUILD_FILE_BYTES,
} from '../../src/skills/importBuild';
import { clickSkills } from './fixtures/builds';
import {
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

function file(
  text: string,
  name = 'build.json',
  type = 'application/json',
  size = text.length,
): BuildFile {
  return { name, type, size, text: () => Promise.resolve(text) };
}

/** A valid export of a small build, as a plain object to tamper with. */
function exported(): Record<string, unknown> {
  let build = clickSkills(index, [
    RANGED_DAMAGE,
    CENTER_OF_MASS,
    RANGED_DAMAGE,
    THE_SENTINEL,
    MARKSMAN,
    STUNNER,
  ]);
  build = chooseSlotSkill(build, index, 'ability', 0, STUNNER);
  build = chooseSlotSkill(build, index, 'technique', 1, MARKSMAN);
  build = {
    ...build,
    buildTitle: 'Dart thrower',
    buildTags: ['Sniper'],
    buildTypeTags: ['End Game Build'],
  };
  return JSON.parse(buildExportJson(build, index)) as Record<string, unknown>;
}

const importObject = (value: unknown) => importBuildValue(value, index);
const messageOf = (result: { ok: boolean; message?: string }) =>
  result.ok ? 'ok' : result.message;

describe('the spec’s import messages', () => {
  it('are exactly the spec’s texts', () => {
    expect(IMPORT_NOT_JSON).toBe('Please select a valid .json file.');
    expect(IMPORT_NOT_A_BUILD).toBe('The file does not contain a valid build.');
    expect(IMPORT_UNSUPPORTED_DATA).toBe(
      'The file contains unsupported data and cannot be imported.',
    );
    expect(IMPORT_WRONG_FORMAT).toBe(
      'The file format is not correct for a character build. Please export a build from this planner and try again.',
    );
    expect(IMPORT_CAP_OUT_OF_RANGE).toBe('Skill point cap must be between 0 and 200.');
    expect(IMPORT_DUPLICATE_PAIRS).toBe('Duplicate skillId/level pair(s) found in leveling plan:');
    expect(IMPORT_LEVELS_NOT_INCREASING).toBe(
      'Levels for each skill in leveling plan must be in strictly increasing order.',
    );
    expect(IMPORT_UNREADABLE).toBe(
      'The file could not be read. Please make sure it is a valid character build export.',
    );
  });
});

describe('step 1: a JSON file by type or name', () => {
  it('accepts a JSON type or a .json name', () => {
    expect(isJsonFile({ name: 'a.txt', type: 'application/json' })).toBe(true);
    expect(isJsonFile({ name: 'A.JSON', type: '' })).toBe(true);
    expect(isJsonFile({ name: 'a.txt', type: 'text/plain' })).toBe(false);
  });

  it('refuses anything else before reading it', async () => {
    let read = false;
    const text = () => {
      read = true;
      return Promise.resolve('{}');
    };
    expect(
      await importBuildFile({ name: 'build.txt', type: 'text/plain', size: 2, text }, index),
    ).toEqual({
      ok: false,
      message: IMPORT_NOT_JSON,
    });
    expect(read).toBe(false);
  });

  it('refuses files over 1 MB before reading them', async () => {
    const big = {
      ...file('{}'),
      size: MAX_BUILD_FILE_BYTES + 1,
      text: () => Promise.reject(new Error('must not be read')),
    };
    expect(await importBuildFile(big, index)).toEqual({ ok: false, message: IMPORT_TOO_LARGE });
    expect(importBuildText(' '.repeat(MAX_BUILD_FILE_BYTES + 1), index)).toEqual({
      ok: false,
      message: IMPORT_TOO_LARGE,
    });
  });
});

describe('step 2: an object', () => {
  it.each([['[]'], ['null'], ['42'], ['"build"'], ['true']])('refuses %s', async (text) => {
    expect(await importBuildFile(file(text), index)).toEqual({
      ok: false,
      message: IMPORT_NOT_A_BUILD,
    });
  });
});

describe('step 3: no __proto__ key', () => {
  it('refuses an own __proto__ key at the top', () => {
    const text = JSON.stringify(exported()).replace('{', '{"__proto__":{"polluted":true},');
    expect(importBuildText(text, index)).toEqual({ ok: false, message: IMPORT_UNSUPPORTED_DATA });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses one nested anywhere', () => {
    const text = JSON.stringify(exported()).replace(
      '"advancedTrainerAccess":{',
      '"advancedTrainerAccess":{"__proto__":{"polluted":true},',
    );
    expect(importBuildText(text, index)).toEqual({ ok: false, message: IMPORT_UNSUPPORTED_DATA });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses it before the schema check', () => {
    expect(importBuildText('{"__proto__":1}', index)).toEqual({
      ok: false,
      message: IMPORT_UNSUPPORTED_DATA,
    });
  });
});

describe('step 4: the schema', () => {
  it.each<[string, (file: Record<string, unknown>) => void]>([
    ['an empty title', (f) => (f.buildTitle = '')],
    ['a missing title', (f) => delete f.buildTitle],
    ['a numeric description', (f) => (f.buildDescription = 5)],
    ['tags that are not strings', (f) => (f.buildTags = [1])],
    ['type tags that are not an array', (f) => (f.buildTypeTags = 'Leveling Build')],
    ['a fractional cap', (f) => (f.customSkillPointCap = 10.5)],
    ['a string cap', (f) => (f.customSkillPointCap = '10')],
    ['a missing characterBuild', (f) => delete f.characterBuild],
    ['a negative skillId', (f) => (f.characterBuild = [{ skillId: -1, level: 1 }])],
    ['level 4', (f) => (f.characterBuild = [{ skillId: RANGED_DAMAGE, level: 4 }])],
    ['level 0', (f) => (f.characterBuild = [{ skillId: RANGED_DAMAGE, level: 0 }])],
    [
      'a plan entry without a name',
      (f) => (f.levellingPlan = [{ skillId: RANGED_DAMAGE, level: 1 }]),
    ],
    ['four ability slots', (f) => (f.activeAbilities = [null, null, null, null])],
    ['a boolean guide', (f) => (f.buildGuide = true)],
  ])('refuses %s', (_label, tamper) => {
    const f = exported();
    tamper(f);
    expect(importObject(f)).toEqual({ ok: false, message: IMPORT_WRONG_FORMAT });
  });

  it('accepts the spec’s minimum: no type tags, cap, plan or other fields', () => {
    const result = importObject({
      buildTitle: 'Minimal',
      buildDescription: '',
      buildTags: [],
      characterBuild: [{ skillId: RANGED_DAMAGE, level: 2 }],
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.build).toEqual({
        ...emptyBuild(),
        buildTitle: 'Minimal',
        buildDescription: '',
        characterBuild: [{ skillId: RANGED_DAMAGE, level: 2 }],
        levellingPlan: [
          { skillId: RANGED_DAMAGE, level: 1, skill: 'Ranged Damage' },
          { skillId: RANGED_DAMAGE, level: 2, skill: 'Ranged Damage' },
        ],
        skillpoints: 4,
      });
    }
  });
});

describe('step 5: the cap’s range', () => {
  it.each([[-1], [201], [1000]])('refuses a cap of %i', (cap) => {
    expect(importObject({ ...exported(), customSkillPointCap: cap })).toEqual({
      ok: false,
      message: IMPORT_CAP_OUT_OF_RANGE,
    });
  });

  it.each([[null], [undefined]])('accepts a cap of %s as none', (cap) => {
    const result = importObject({ ...exported(), customSkillPointCap: cap });
    expect(result.ok && result.build.customSkillPointCap).toBeNull();
  });
});

describe('step 6: duplicate plan pairs', () => {
  it('lists each duplicated pair once, with the skill names', () => {
    const f = exported();
    f.characterBuild = [
      { skillId: RANGED_DAMAGE, level: 2 },
      { skillId: CENTER_OF_MASS, level: 1 },
    ];
    f.levellingPlan = [
      { skillId: RANGED_DAMAGE, level: 1, skill: 'Ranged Damage' },
      { skillId: CENTER_OF_MASS, level: 1, skill: 'Center of Mass' },
      { skillId: RANGED_DAMAGE, level: 1, skill: 'Ranged Damage' },
      { skillId: CENTER_OF_MASS, level: 1, skill: 'Center of Mass' },
      { skillId: RANGED_DAMAGE, level: 1, skill: 'Ranged Damage' },
      { skillId: 4242, level: 1, skill: 'Forgotten Skill' },
      { skillId: 4242, level: 1, skill: 'Forgotten Skill' },
    ];
    expect(importObject(f)).toEqual({
      ok: false,
      message:
        'Duplicate skillId/level pair(s) found in leveling plan: Ranged Damage (skillId 101, level 1), Center of Mass (skillId 103, level 1), Forgotten Skill (skillId 4242, level 1)',
    });
  });
});

describe('step 7: strictly increasing levels', () => {
  it('refuses a skill whose levels go down in the plan', () => {
    const f = exported();
    f.characterBuild = [{ skillId: RANGED_DAMAGE, level: 2 }];
    f.levellingPlan = [
      { skillId: RANGED_DAMAGE, level: 2, skill: 'Ranged Damage' },
      { skillId: RANGED_DAMAGE, level: 1, skill: 'Ranged Damage' },
    ];
    expect(importObject(f)).toEqual({ ok: false, message: IMPORT_LEVELS_NOT_INCREASING });
  });
});

describe('step 8: an unreadable file', () => {
  it('says so for text that is not JSON', async () => {
    expect(await importBuildFile(file('{"buildTitle": '), index)).toEqual({
      ok: false,
      message: IMPORT_UNREADABLE,
    });
    expect(await importBuildFile(file('NaN'), index)).toEqual({
      ok: false,
      message: IMPORT_UNREADABLE,
    });
  });

  it('says so when reading fails', async () => {
    const broken = { ...file('{}'), text: () => Promise.reject(new Error('disk gone')) };
    expect(await importBuildFile(broken, index)).toEqual({ ok: false, message: IMPORT_UNREADABLE });
  });

  it('never throws, whatever the file object holds', async () => {
    const hostile = {
      name: 'build.json',
      get type(): string {
        throw new Error('boom');
      },
      size: 2,
      text: () => Promise.resolve('{}'),
    };
    expect(await importBuildFile(hostile, index)).toEqual({
      ok: false,
      message: IMPORT_UNREADABLE,
    });
  });
});

describe('checks against the game data', () => {
  it.each<[string, (f: Record<string, unknown>) => void, string]>([
    [
      'an unknown skill',
      (f) => {
        f.characterBuild = [{ skillId: 4242, level: 1 }];
        f.levellingPlan = [{ skillId: 4242, level: 1, skill: 'x' }];
        f.activeAbilities = [null, null, null];
        f.activeTechniques = [null, null, null];
      },
      'Skill 4242 does not exist in this game data.',
    ],
    [
      'a level above the skill’s max',
      (f) => {
        f.characterBuild = [
          { skillId: THE_SENTINEL, level: 1 },
          { skillId: STUNNER, level: 0 + 2 },
          { skillId: MARKSMAN, level: 1 },
        ];
        f.levellingPlan = [];
        f.activeAbilities = [null, null, null];
        f.activeTechniques = [null, null, null];
      },
      'Stunner is at level 2 but has only 1 level.',
    ],
    [
      'broken prerequisites',
      (f) => {
        f.characterBuild = [{ skillId: GUNSMITH, level: 1 }];
        f.levellingPlan = [{ skillId: GUNSMITH, level: 1, skill: 'Gunsmith' }];
        f.activeAbilities = [null, null, null];
        f.activeTechniques = [null, null, null];
      },
      'Gunsmith needs one of these skills first: Disruptor Damage, Center of Mass.',
    ],
    [
      'spending over the cap',
      (f) => (f.customSkillPointCap = 5),
      'This build spends 11 SP, over its skill point cap of 5.',
    ],
    [
      'a plan that does not match the levels',
      (f) => (f.levellingPlan = (f.levellingPlan as unknown[]).slice(1)),
      'The leveling plan does not match the skill levels of the build.',
    ],
    [
      'a slot holding a skill that is not taken',
      (f) => (f.activeAbilities = [ENERGY_CAPSULE, null, null]),
      'Energy Capsule is in an active ability slot but is not a taken ability.',
    ],
    [
      'an unknown tag',
      (f) => (f.buildTags = ['Sniper', 'Sandworm Rider']),
      'Unknown build tag: Sandworm Rider.',
    ],
    [
      'seven tags',
      (f) =>
        (f.buildTags = [
          'Sniper',
          'Pilot',
          'Driver',
          'Crafter',
          'Survivor',
          'Assassin',
          'Mechanic',
        ]),
      'A build can have at most 6 tags.',
    ],
    [
      'Leveling Build with End Game Build',
      (f) => (f.buildTypeTags = ['Leveling Build', 'End Game Build']),
      'Leveling Build cannot be combined with End Game Build or Deep Desert Build.',
    ],
    [
      'a title over 64 characters',
      (f) => (f.buildTitle = 'x'.repeat(65)),
      'The build title must be at most 64 characters.',
    ],
  ])('refuses %s with a clear message', (_label, tamper, message) => {
    const f = exported();
    tamper(f);
    expect(messageOf(importObject(f))).toBe(message);
  });

  it('refuses a plan entry of an unknown skill', () => {
    const f = exported();
    f.levellingPlan = [
      ...(f.levellingPlan as unknown[]),
      { skillId: 777, level: 1, skill: 'Ghost' },
    ];
    expect(messageOf(importObject(f))).toMatch(/^Skill 777 does not exist in this game data\./);
  });
});

describe('a valid file', () => {
  it('gives back the exported build, sharing read as Private', async () => {
    let build = clickSkills(index, [
      RANGED_DAMAGE,
      DISRUPTOR_DAMAGE,
      RANGED_DAMAGE,
      THE_SENTINEL,
      MARKSMAN,
      STUNNER,
    ]);
    build = chooseSlotSkill(build, index, 'ability', 2, STUNNER);
    build = {
      ...build,
      buildTitle: 'Mine',
      buildGuide: '# Guide',
      customSkillPointCap: 120,
      buildTypeTags: ['Leveling Build'],
    };
    const result = await importBuildFile(file(buildExportJson(build, index)), index);
    expect(result).toEqual({ ok: true, build: { ...build, buildSharing: 'Private' } });
  });

  it('keeps Public and Restricted, and reads unknown sharing as Private', () => {
    for (const [sharing, expected] of [
      ['Public', 'Public'],
      ['Restricted', 'Restricted'],
      ['Exported', 'Private'],
      ['Shared', 'Private'],
    ]) {
      const result = importObject({ ...exported(), buildSharing: sharing });
      expect(result.ok && result.build.buildSharing).toBe(expected);
    }
  });

  it('drops unknown keys and recomputes the SP spent and the plan’s names', () => {
    const f: Record<string, unknown> = {
      ...exported(),
      skillpoints: 9999,
      extra: { deep: true },
      constructor: { prototype: { polluted: true } },
    };
    const plan = f.levellingPlan as { skill: string }[];
    plan[0] = { ...plan[0], skill: 'Renamed long ago' };
    const result = importObject(f);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.build).not.toHaveProperty('extra');
      expect(Object.keys(result.build)).toEqual(Object.keys(emptyBuild()));
      expect(result.build.skillpoints).toBe(11);
      expect(result.build.levellingPlan[0]?.skill).toBe('Ranged Damage');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('fills missing optional fields with the defaults', () => {
    const left = new Set([
      'buildGuide',
      'activeAbilities',
      'activeTechniques',
      'buildSharing',
      'buildLikes',
      'skillpoints',
      'selectedClass',
      'levelingOrder',
      'advancedTrainerAccess',
      'hasAllAdvancedTrainerAccess',
    ]);
    const f = Object.fromEntries(Object.entries(exported()).filter(([key]) => !left.has(key)));
    const result = importObject(f);
    const defaults = emptyBuild();
    expect(
      result.ok && {
        guide: result.build.buildGuide,
        abilities: result.build.activeAbilities,
        selectedClass: result.build.selectedClass,
        levelingOrder: result.build.levelingOrder,
        access: result.build.advancedTrainerAccess,
      },
    ).toEqual({
      guide: '',
      abilities: defaults.activeAbilities,
      selectedClass: 'trooper',
      levelingOrder: true,
      access: defaults.advancedTrainerAccess,
    });
  });

  it('orders the build’s skills as the plan first took them', () => {
    const f = exported();
    f.characterBuild = [...(f.characterBuild as unknown[])].reverse();
    const result = importObject(f);
    expect(result.ok && result.build.characterBuild).toEqual(
      buildExportData(importedOrThrow(exported()), index).characterBuild,
    );
  });
});

function importedOrThrow(f: Record<string, unknown>): Build {
  const result = importObject(f);
  if (!result.ok) throw new Error(result.message);
  return result.build;
}
