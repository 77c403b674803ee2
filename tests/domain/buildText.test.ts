import { describe, expect, it } from 'vitest';
import {
  buildTextProblems,
  DEFAULT_BUILD_DESCRIPTION,
  DEFAULT_BUILD_TITLE,
  guideCounter,
  normalizeBuildDescription,
  normalizeBuildGuide,
  normalizeBuildTitle,
} from '../../src/skills/buildText';
import { emptyBuild } from '../../src/skills/emptyBuild';

describe('build texts', () => {
  it('default to the spec’s title and description', () => {
    expect(DEFAULT_BUILD_TITLE).toBe('Build Title');
    expect(DEFAULT_BUILD_DESCRIPTION).toBe('Build description');
    expect(emptyBuild()).toMatchObject({
      buildTitle: 'Build Title',
      buildDescription: 'Build description',
      buildGuide: '',
    });
  });

  it('cut the title to 64, the description to 256 and the guide to 4000', () => {
    expect(normalizeBuildTitle('x'.repeat(70))).toHaveLength(64);
    expect(normalizeBuildTitle('   ')).toBe('Build Title');
    expect(normalizeBuildTitle('Sandworm bait')).toBe('Sandworm bait');
    expect(normalizeBuildDescription('y'.repeat(300))).toHaveLength(256);
    expect(normalizeBuildDescription('')).toBe('Build description');
    expect(normalizeBuildDescription('   ')).toBe('Build description');
    expect(normalizeBuildGuide('z'.repeat(5000))).toHaveLength(4000);
    expect(guideCounter('abc')).toBe('3/4000');
  });

  it('say what is too long', () => {
    expect(
      buildTextProblems({
        buildTitle: 'x'.repeat(64),
        buildDescription: 'y'.repeat(256),
        buildGuide: 'z'.repeat(4000),
      }),
    ).toEqual([]);
    expect(
      buildTextProblems({
        buildTitle: 'x'.repeat(65),
        buildDescription: 'y'.repeat(257),
        buildGuide: 'z'.repeat(4001),
      }),
    ).toEqual([
      'The build title must be at most 64 characters.',
      'The build description must be at most 256 characters.',
      'The build guide must be at most 4000 characters.',
    ]);
    expect(buildTextProblems({ buildTitle: ' ', buildDescription: '', buildGuide: '' })).toEqual([
      'The build title must not be empty.',
    ]);
  });
});
