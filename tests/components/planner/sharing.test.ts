import { describe, expect, it } from 'vitest';
import { takeHandedOverBuild } from '../../../src/planner/sharing/loadBuildHandoff';
import { hashForShareCode, shareCodeFromHash } from '../../../src/planner/sharing/shareFragment';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { decodeShareCode } from '../../../src/skills/shareCode';
import { gameIndex, trooperBuild } from '../../../stories/planner/fixtures/plannerFixtures';
import {
  handedOverBuildData,
  parseHandedOverBuild,
} from '../../../src/api/contract/handedOverBuild';
import { LOAD_BUILD_KEY } from '../../../src/api/contract/plannerOpening';
import { shareCodeForAddress } from '../../../src/builds/open/addressShareCode';

describe('the share code fragment', () => {
  it('reads and writes #build=<code>', () => {
    expect(shareCodeFromHash('#build=1abc')).toBe('1abc');
    expect(shareCodeFromHash('build=1abc')).toBe('1abc');
    expect(shareCodeFromHash('')).toBeNull();
    expect(shareCodeFromHash('#other=1')).toBeNull();
    expect(shareCodeFromHash('#build=')).toBeNull();
    expect(hashForShareCode('1abc')).toBe('#build=1abc');
    expect(hashForShareCode(null)).toBe('');
  });

  it('leaves a blank build out of the address and round-trips a real one', () => {
    expect(shareCodeForAddress(emptyBuild(), gameIndex)).toBeNull();
    const build = trooperBuild();
    const code = shareCodeForAddress(build, gameIndex);
    expect(code).not.toBeNull();
    const decoded = decodeShareCode(shareCodeFromHash(hashForShareCode(code)), gameIndex);
    expect(decoded.ok && decoded.build.characterBuild).toEqual(build.characterBuild);
    expect(decoded.ok && decoded.build.levellingPlan).toEqual(build.levellingPlan);
    expect(decoded.ok && decoded.build.activeAbilities).toEqual(build.activeAbilities);
  });
});

describe('the load-build hand-over', () => {
  it('reads the key once and removes it', () => {
    localStorage.setItem(LOAD_BUILD_KEY, JSON.stringify(trooperBuild()));
    const handover = takeHandedOverBuild();
    expect(handover?.data).toMatchObject({ buildTitle: 'Gravity Gunner' });
    expect(localStorage.getItem(LOAD_BUILD_KEY)).toBeNull();
    expect(takeHandedOverBuild()).toBeNull();
  });

  it('accepts a saved build whose data is a JSON string, with its name and guide', () => {
    const saved = {
      build_name: 'Saved Name',
      build_guide: '# Guide',
      data: JSON.stringify({ ...trooperBuild(), buildTitle: 'Old' }),
    };
    const handover = parseHandedOverBuild(JSON.stringify(saved));
    expect(handover).toMatchObject({ title: 'Saved Name', guide: '# Guide' });
    expect(handedOverBuildData(handover ?? { data: null })).toMatchObject({
      buildTitle: 'Saved Name',
      buildGuide: '# Guide',
    });
  });

  it('ignores what is not a build', () => {
    expect(parseHandedOverBuild(null)).toBeNull();
    expect(parseHandedOverBuild('not json')).toBeNull();
    expect(parseHandedOverBuild('[1,2]')).toBeNull();
    expect(parseHandedOverBuild('{"data":"{broken"}')).toBeNull();
  });
});
