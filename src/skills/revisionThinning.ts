/**
 * Which revisions of a build to drop so at most `limit` stay. The first and the most recent
 * always stay; each drop takes the middle revision whose removal leaves the smallest gap in
 * numbers between its neighbours (the oldest on a tie). Dropping one a save thins the history
 * evenly: every second revision goes first, then every fourth, so old saves stay spread out.
 */
export function revisionsToDrop(numbers: readonly number[], limit: number): number[] {
  const kept = [...numbers].sort((a, b) => a - b);
  const dropped: number[] = [];
  while (kept.length > Math.max(limit, 2)) {
    let best = 1;
    for (let i = 2; i < kept.length - 1; i++) {
      if (gapWithout(kept, i) < gapWithout(kept, best)) best = i;
    }
    dropped.push(...kept.splice(best, 1));
  }
  return dropped;
}

/** The gap in numbers the revision at `index` leaves when it goes. */
function gapWithout(numbers: readonly number[], index: number): number {
  return (numbers[index + 1] ?? 0) - (numbers[index - 1] ?? 0);
}
