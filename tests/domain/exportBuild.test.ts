import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import {
  buildExportData,
  buildExportJson,
  DEFAULT_EXPORT_FILE_NAME,
  exportFileName,
  suggestedExportFileName,
} from '../../src/skills/exportBuild';
import { clickSkills } from './fixtures/builds';
import { deepFreeze } from './fixtures/freeze';
import { miniIndex as index, RANGED_DAMAGE, THE_SENTINEL } from './fixtures/miniGame';

describe('the export file', () => {
  const build = deepFreeze({
    ...clickSkills(index, [RANGED_DAMAGE, THE_SENTINEL]),
    buildTitle: 'Turret nest',
  });

  it('holds the spec’s Build data fields in the spec’s order', () => {
    expect(Object.keys(JSON.parse(buildExportJson(build, index)) as object)).toEqual([
      'buildTitle',
      'buildDescription',
      'buildGuide',
      'buildTags',
      'buildTypeTags',
      'customSkillPointCap',
      'characterBuild',
      'levellingPlan',
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
  });

  it('is marked Exported, with the SP spent recomputed', () => {
    const data = buildExportData({ ...build, skillpoints: 999 }, index);
    expect(data.buildSharing).toBe('Exported');
    expect(data.skillpoints).toBe(2);
    expect(buildSchema.safeParse(data).success).toBe(true);
  });

  it('is a copy: changing it leaves the build alone', () => {
    const data = buildExportData(build, index);
    data.characterBuild.push({ skillId: 1, level: 1 });
    expect(build.characterBuild).toHaveLength(2);
  });

  it('exports an empty build', () => {
    expect(JSON.parse(buildExportJson(emptyBuild(), index))).toMatchObject({
      characterBuild: [],
      levellingPlan: [],
    });
  });
});

describe('the suggested file name', () => {
  it.each([
    ['Sniper: long range, no mercy!', 'Sniper-long-range-no-mercy.json'],
    [
      'one two three four five six seven eight nine ten eleven twelve',
      'one-two-three-four-five-six-seven-eight-nine-ten.json',
    ],
    ['  Anti-gravity   build ', 'Antigravity-build.json'],
    ['!!!', 'build.json'],
    ['', 'build.json'],
    ['Bene Gesserit — Voix', 'Bene-Gesserit-Voix.json'],
  ])('for %j is %j', (title, name) => {
    expect(suggestedExportFileName(title)).toBe(name);
  });

  it('is at most 64 characters', () => {
    const name = suggestedExportFileName('Supercalifragilisticexpialidocious '.repeat(4));
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name.endsWith('.json')).toBe(true);
    expect(name).not.toMatch(/-\.json$/);
  });
});

describe('the file name typed in the dialog', () => {
  it('defaults to my-build.json', () => {
    expect(DEFAULT_EXPORT_FILE_NAME).toBe('my-build.json');
    expect(exportFileName('')).toBe('my-build.json');
    expect(exportFileName('  .json ')).toBe('my-build.json');
  });

  it('ends in .json, has no path characters and fits in 64', () => {
    expect(exportFileName('my sniper')).toBe('my sniper.json');
    expect(exportFileName('my sniper.JSON')).toBe('my sniper.json');
    expect(exportFileName('../../etc/passwd')).toBe('etcpasswd.json');
    expect(exportFileName('a:b*c?"d<e>f|g\u0000')).toBe('abcdefg.json');
    expect(exportFileName('x'.repeat(100))).toHaveLength(64);
  });
});
