import { describe, expect, it } from 'vitest';
import { revisionsToDrop } from '../../src/skills/revisionThinning';

/** The thinning rule of a build's history: first and newest stay, the middle thins evenly. */

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The history after saving `saves` times under `limit`, thinned after each save. */
function afterSaves(saves: number, limit: number): number[] {
  let kept: number[] = [];
  for (let number = 1; number <= saves; number++) {
    kept.push(number);
    const dropped = new Set(revisionsToDrop(kept, limit));
    kept = kept.filter((n) => !dropped.has(n));
  }
  return kept;
}

describe('revisionsToDrop', () => {
  it('drops nothing at or under the limit', () => {
    expect(revisionsToDrop(range(1, 100), 100)).toEqual([]);
    expect(revisionsToDrop([], 100)).toEqual([]);
  });

  it('drops every second of the oldest first, keeping the first and the newest', () => {
    expect(revisionsToDrop(range(1, 101), 100)).toEqual([2]);
    expect(afterSaves(105, 100)).toEqual([1, 3, 5, 7, 9, ...range(11, 105)]);
  });

  it('stays at the limit with the history spread out over many saves', () => {
    const kept = afterSaves(1000, 100);
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe(1);
    expect(kept.at(-1)).toBe(1000);
    const gaps = kept.slice(1).map((n, i) => n - (kept[i] ?? 0));
    // Evenly spread: no gap wider than twice the even one (999 / 99, about 10).
    expect(Math.max(...gaps)).toBeLessThanOrEqual(20);
  });

  it('drops as many as needed when far over, never the ends', () => {
    const dropped = revisionsToDrop(range(1, 10), 3);
    expect(dropped).toHaveLength(7);
    expect(dropped).not.toContain(1);
    expect(dropped).not.toContain(10);
  });
});
