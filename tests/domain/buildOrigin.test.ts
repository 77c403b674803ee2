import { describe, expect, it } from 'vitest';
import { BUILD_ORIGIN_NAME_MAX, buildSchema } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildExportData, buildExportJson } from '../../src/skills/exportBuild';
import { importBuildText, importBuildValue } from '../../src/skills/importBuild';
import { clickSkills } from './fixtures/builds';
import { miniIndex as index, RANGED_DAMAGE } from './fixtures/miniGame';

const ORIGIN = { url: 'k7Qm2xPz9A', title: 'Sandworm Bait', author: 'Stilgar' };

describe('the build a build was copied from (buildOrigin)', () => {
  it('is optional: builds without one stay valid and export as before', () => {
    expect(buildSchema.safeParse(emptyBuild()).success).toBe(true);
    expect(Object.keys(buildExportData(emptyBuild(), index))).not.toContain('buildOrigin');
  });

  it('round-trips through an export file', () => {
    const build = { ...clickSkills(index, [RANGED_DAMAGE]), buildOrigin: ORIGIN };
    const exported = buildExportJson(build, index);
    expect(JSON.parse(exported)).toMatchObject({ buildOrigin: ORIGIN });
    const imported = importBuildText(exported, index);
    expect(imported.ok && imported.build.buildOrigin).toEqual(ORIGIN);
  });

  it('accepts an unknown author as null', () => {
    const build = { ...emptyBuild(), buildOrigin: { ...ORIGIN, author: null } };
    expect(buildSchema.parse(build).buildOrigin).toEqual({ ...ORIGIN, author: null });
  });

  it('refuses ids that could point elsewhere and texts over their bounds', () => {
    for (const origin of [
      { ...ORIGIN, url: '../account' },
      { ...ORIGIN, url: 'https://evil.example' },
      { ...ORIGIN, url: '' },
      { ...ORIGIN, url: 'a'.repeat(BUILD_ORIGIN_NAME_MAX + 1) },
      { ...ORIGIN, title: '' },
      { ...ORIGIN, title: 'x'.repeat(10_000) },
      { ...ORIGIN, author: 'y'.repeat(BUILD_ORIGIN_NAME_MAX + 1) },
      { url: ORIGIN.url },
    ]) {
      expect(buildSchema.safeParse({ ...emptyBuild(), buildOrigin: origin }).success).toBe(false);
    }
  });

  it('is dropped from an imported file when damaged, never refusing the build', () => {
    const result = importBuildValue(
      { ...emptyBuild(), buildOrigin: { url: '../x', title: 5 } },
      index,
    );
    expect(result.ok).toBe(true);
    expect(result.ok && 'buildOrigin' in result.build).toBe(false);
  });
});
