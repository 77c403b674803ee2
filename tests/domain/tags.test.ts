import { describe, expect, it } from 'vitest';
import {
  areTypeTagsCompatible,
  BUILD_TYPE_TAGS,
  canAddMainTag,
  isBuildTypeTag,
  isLevelingBuild,
  isMainBuildTag,
  MAIN_BUILD_TAGS,
  type MainBuildTag,
  skillPointCapAfterTagsSaved,
  toggleMainTag,
  toggleTypeTag,
} from '../../src/skills/tags';

describe('build tags', () => {
  it('are the spec’s 24 main tags and 3 type tags', () => {
    expect(MAIN_BUILD_TAGS).toHaveLength(24);
    expect(new Set(MAIN_BUILD_TAGS).size).toBe(24);
    expect(MAIN_BUILD_TAGS[0]).toBe('PvE Combat Build');
    expect(MAIN_BUILD_TAGS).toContain('Surveyor/Explorer');
    expect(MAIN_BUILD_TAGS[23]).toBe('Mechanic');
    expect(BUILD_TYPE_TAGS).toEqual(['Leveling Build', 'End Game Build', 'Deep Desert Build']);
    expect(isMainBuildTag('Sniper')).toBe(true);
    expect(isMainBuildTag('sniper')).toBe(false);
    expect(isBuildTypeTag('End Game Build')).toBe(true);
  });

  it('allow at most 6 main tags', () => {
    let tags: MainBuildTag[] = [];
    for (const tag of MAIN_BUILD_TAGS.slice(0, 7)) tags = toggleMainTag(tags, tag);
    expect(tags).toEqual(MAIN_BUILD_TAGS.slice(0, 6));
    expect(canAddMainTag(tags, 'Pilot')).toBe(false);
    expect(canAddMainTag(tags, 'Sniper')).toBe(true);
    tags = toggleMainTag(tags, 'Sniper');
    expect(tags).toHaveLength(5);
    expect(canAddMainTag(tags, 'Pilot')).toBe(true);
  });

  it('keep the spec’s order however they are ticked', () => {
    expect(toggleMainTag(['Pilot'], 'Sniper')).toEqual(['Sniper', 'Pilot']);
    expect(toggleTypeTag(['Deep Desert Build'], 'End Game Build')).toEqual([
      'End Game Build',
      'Deep Desert Build',
    ]);
  });

  it('keep Leveling Build apart from End Game Build and Deep Desert Build', () => {
    expect(areTypeTagsCompatible(['End Game Build', 'Deep Desert Build'])).toBe(true);
    expect(areTypeTagsCompatible(['Leveling Build'])).toBe(true);
    expect(areTypeTagsCompatible(['Leveling Build', 'End Game Build'])).toBe(false);
    expect(areTypeTagsCompatible(['Deep Desert Build', 'Leveling Build'])).toBe(false);
    expect(toggleTypeTag(['End Game Build', 'Deep Desert Build'], 'Leveling Build')).toEqual([
      'Leveling Build',
    ]);
    expect(toggleTypeTag(['Leveling Build'], 'Leveling Build')).toEqual([]);
    expect(toggleTypeTag(['Leveling Build'], 'Deep Desert Build')).toEqual(['Deep Desert Build']);
    expect(toggleTypeTag(['End Game Build'], 'Deep Desert Build')).toEqual([
      'End Game Build',
      'Deep Desert Build',
    ]);
    expect(toggleTypeTag(['End Game Build'], 'End Game Build')).toEqual([]);
  });

  it('say whether a build is a Leveling Build', () => {
    expect(isLevelingBuild(['Leveling Build'])).toBe(true);
    expect(isLevelingBuild(['End Game Build'])).toBe(false);
  });

  it('set the cap when the tag dialog is saved', () => {
    expect(skillPointCapAfterTagsSaved(null, ['Leveling Build'])).toBe(200);
    expect(skillPointCapAfterTagsSaved(60, ['Leveling Build'])).toBe(60);
    expect(skillPointCapAfterTagsSaved(60, ['End Game Build'])).toBeNull();
    expect(skillPointCapAfterTagsSaved(null, [])).toBeNull();
  });
});
