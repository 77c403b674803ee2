import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDiff, MAX_DIFF_TABLE_CELLS, type LineChange } from '../../src/skills/textDiff';

const same = (text: string): LineChange => ({ kind: 'same', text });
const added = (text: string): LineChange => ({ kind: 'added', text });
const removed = (text: string): LineChange => ({ kind: 'removed', text });

describe('the guide’s line diff', () => {
  it('keeps every line of equal texts', () => {
    expect(lineDiff('a\nb', 'a\nb')).toEqual([same('a'), same('b')]);
    expect(lineDiff('', '')).toEqual([]);
  });

  it('lists a new guide as added lines and a cleared one as removed lines', () => {
    expect(lineDiff('', 'Opener\nRotation')).toEqual([added('Opener'), added('Rotation')]);
    expect(lineDiff('Opener\nRotation', '')).toEqual([removed('Opener'), removed('Rotation')]);
  });

  it('keeps the common lines and shows a rewritten line as removed, then added', () => {
    expect(
      lineDiff('## Opener\nDash in\nStun\n## End', '## Opener\nShield up\nStun\n## End'),
    ).toEqual([
      same('## Opener'),
      removed('Dash in'),
      added('Shield up'),
      same('Stun'),
      same('## End'),
    ]);
  });

  it('finds the longest run of kept lines, not just the common head and tail', () => {
    const diff = lineDiff('x\na\nb\nc\ny', 'a\nq\nb\nc');
    expect(diff.filter((l) => l.kind === 'same').map((l) => l.text)).toEqual(['a', 'b', 'c']);
    expect(diff.filter((l) => l.kind === 'removed').map((l) => l.text)).toEqual(['x', 'y']);
    expect(diff.filter((l) => l.kind === 'added').map((l) => l.text)).toEqual(['q']);
  });

  it('reads Windows line endings as the same lines', () => {
    expect(lineDiff('a\r\nb', 'a\nb')).toEqual([same('a'), same('b')]);
  });

  it('keeps the same lines either way round when two diffs are equally long', () => {
    const forward = lineDiff('x\ny', 'y\nx');
    const backward = lineDiff('y\nx', 'x\ny');
    const kept = (diff: LineChange[]) => diff.filter((l) => l.kind === 'same');
    expect(kept(forward)).toEqual(kept(backward));
    expect(forward).toHaveLength(3);
  });

  it('diffs two guides of 4000 characters into lines that give back both', () => {
    const before = Array.from({ length: 2000 }, (_, i) => String(i % 10)).join('\n');
    const after = Array.from({ length: 2000 }, (_, i) => String((i * 7) % 10)).join('\n');
    const diff = lineDiff(before, after);
    expect(diff.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(before.split('\n'));
    expect(diff.filter((l) => l.kind !== 'removed').map((l) => l.text)).toEqual(after.split('\n'));
  });

  it('past its budget, shows the changed middle of two long guides as removed, then added', () => {
    const lines = (from: number) => Array.from({ length: 1200 }, (_, i) => String((i + from) % 7));
    const before = ['# Guide', ...lines(0), 'Last words'].join('\n');
    const after = ['# Guide', ...lines(3), 'Last words'].join('\n');
    expect(1201 * 1201).toBeGreaterThan(MAX_DIFF_TABLE_CELLS);
    const diff = lineDiff(before, after);
    expect(diff.map((l) => l.kind)).toEqual([
      'same',
      ...Array<string>(1200).fill('removed'),
      ...Array<string>(1200).fill('added'),
      'same',
    ]);
    expect(diff.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(before.split('\n'));
    expect(diff.filter((l) => l.kind !== 'removed').map((l) => l.text)).toEqual(after.split('\n'));
  });

  it('gives back both texts, and keeps the same lines either way round, for any guides', () => {
    const guide = fc
      .array(fc.constantFrom('a', 'b', 'c', '', '## d'), { maxLength: 30 })
      .map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(guide, guide, (before, after) => {
        const diff = lineDiff(before, after);
        const text = (kinds: string[]) =>
          diff.filter((l) => kinds.includes(l.kind)).map((l) => l.text);
        expect(text(['same', 'removed'])).toEqual(before === '' ? [] : before.split('\n'));
        expect(text(['same', 'added'])).toEqual(after === '' ? [] : after.split('\n'));
        const back = lineDiff(after, before);
        expect(back.filter((l) => l.kind === 'same')).toEqual(
          diff.filter((l) => l.kind === 'same'),
        );
        expect(back.filter((l) => l.kind === 'added')).toHaveLength(text(['removed']).length);
      }),
      { numRuns: 300, seed: 20_261_134 },
    );
  });
});
