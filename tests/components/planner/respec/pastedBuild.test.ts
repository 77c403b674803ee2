import { describe, expect, it } from 'vitest';
import { readPastedBuild } from '../../../../src/planner/respec/pastedBuild';

describe('readPastedBuild', () => {
  it('reads a build link, with the share code its address carries', () => {
    expect(readPastedBuild(' https://arrakis.example/skill-trees?link=k7Qm2xPz9A ')).toEqual({
      kind: 'link',
      linkId: 'k7Qm2xPz9A',
      shareCode: null,
    });
    expect(readPastedBuild('/skill-trees?link=k7Qm2xPz9A#build=ABC')).toEqual({
      kind: 'link',
      linkId: 'k7Qm2xPz9A',
      shareCode: 'ABC',
    });
  });

  it("reads a planner address's share code", () => {
    expect(readPastedBuild('https://arrakis.example/skill-trees#build=ABC')).toEqual({
      kind: 'code',
      code: 'ABC',
    });
  });

  it('reads a viewer address as the saved build it names', () => {
    expect(readPastedBuild('https://arrakis.example/build-viewer/k7Qm2xPz9A')).toEqual({
      kind: 'saved',
      idOrUrl: 'k7Qm2xPz9A',
    });
    expect(readPastedBuild('/build-viewer/%E0%A4%A')).toEqual({
      kind: 'saved',
      idOrUrl: '%E0%A4%A',
    });
  });

  it("takes anything else as a share code, for the code's reader to judge", () => {
    expect(readPastedBuild('  ABC ')).toEqual({ kind: 'code', code: 'ABC' });
    expect(readPastedBuild('https://example.com/elsewhere')).toEqual({
      kind: 'code',
      code: 'https://example.com/elsewhere',
    });
  });
});
