import { describe, expect, it } from 'vitest';
import {
  withBuildGuide,
  withBuildTags,
  withBuildTexts,
  withLevelingOrder,
  withSelectedClass,
} from '../../../src/planner/store/buildEdits';
import { emptyBuild } from '../../../src/skills/emptyBuild';

describe('build edits', () => {
  it('normalise texts as the engine does and return the same build for no change', () => {
    const build = emptyBuild();
    expect(withBuildTexts(build, 'Build Title', 'Build description')).toBe(build);
    const edited = withBuildTexts(build, '   ', 'x'.repeat(300));
    expect(edited.buildTitle).toBe('Build Title');
    expect(edited.buildDescription).toHaveLength(256);
    expect(withBuildGuide(build, 'g'.repeat(5000)).buildGuide).toHaveLength(4000);
    expect(withBuildGuide(build, '')).toBe(build);
  });

  it('save tags in the spec’s order with the Leveling Build cap rule', () => {
    const build = emptyBuild();
    const leveling = withBuildTags(build, ['Sniper', 'PvE Combat Build'], ['Leveling Build']);
    expect(leveling.buildTags).toEqual(['PvE Combat Build', 'Sniper']);
    expect(leveling.customSkillPointCap).toBe(200);
    const capped = { ...leveling, customSkillPointCap: 50 };
    expect(withBuildTags(capped, ['Sniper'], ['Leveling Build']).customSkillPointCap).toBe(50);
    expect(withBuildTags(capped, ['Sniper'], ['End Game Build']).customSkillPointCap).toBeNull();
  });

  it('refuse tags the dialog never offers', () => {
    const build = emptyBuild();
    expect(withBuildTags(build, [], ['Leveling Build', 'End Game Build'])).toBe(build);
    const seven = [
      'PvE Combat Build',
      'PvP Combat Build',
      'PvE Support Build',
      'PvP Support Build',
      'Sniper',
      'Assassin',
      'Pilot',
    ];
    expect(withBuildTags(build, seven, [])).toBe(build);
    expect(withBuildTags(build, ['Not a tag'], [])).toBe(build);
  });

  it('change the leveling order and class only when different', () => {
    const build = emptyBuild();
    expect(withLevelingOrder(build, true)).toBe(build);
    expect(withLevelingOrder(build, false).levelingOrder).toBe(false);
    expect(withSelectedClass(build, 'trooper')).toBe(build);
    expect(withSelectedClass(build, 'mentat').selectedClass).toBe('mentat');
  });
});
