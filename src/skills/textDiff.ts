/**
 * A line diff of two texts (a build's guide between two revisions or builds): the longest common
 * subsequence of their lines, so a reader sees which lines stayed, went and came.
 */

type LineChangeKind = 'same' | 'added' | 'removed';

/** One line of the diff: kept in both, only in the second text (added), only in the first. */
export interface LineChange {
  kind: LineChangeKind;
  text: string;
}

function linesOf(text: string): string[] {
  return text === '' ? [] : text.split(/\r?\n/);
}

/**
 * The most cells a table may have (2 MB): two 4000-character guides of 4001 short lines each
 * would take 32 MB and a tenth of a second, a cost anyone could ask the server for again and again.
 */
export const MAX_DIFF_TABLE_CELLS = 1_000_000;

/** Lengths of the common subsequences of every pair of suffixes, row by row in one typed array. */
function suffixTable(a: readonly string[], b: readonly string[]): Uint16Array {
  const width = b.length + 1;
  const table = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  return table;
}

/** Each run of changed lines reads as its removed lines, then its added ones. */
function removedFirst(changes: readonly LineChange[]): LineChange[] {
  const result: LineChange[] = [];
  let removed: LineChange[] = [];
  let added: LineChange[] = [];
  const flush = () => {
    result.push(...removed, ...added);
    removed = [];
    added = [];
  };
  for (const change of changes) {
    if (change.kind === 'removed') removed.push(change);
    else if (change.kind === 'added') added.push(change);
    else {
      flush();
      result.push(change);
    }
  }
  flush();
  return result;
}

/**
 * The lines of `before` and `after` as kept, removed and added. Where two longest subsequences
 * tie, the lower line (by text) is taken first whichever side it is on, so the diff of the texts
 * the other way round keeps the very same lines and only swaps added and removed.
 */
export function lineDiff(before: string, after: string): LineChange[] {
  const a = linesOf(before);
  const b = linesOf(after);
  // The unchanged head and tail need no table: most edits touch a few lines of a long guide.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  const same = (text: string): LineChange => ({ kind: 'same', text });
  return [
    ...a.slice(0, head).map(same),
    ...middleDiff(a.slice(head, a.length - tail), b.slice(head, b.length - tail)),
    ...a.slice(a.length - tail).map(same),
  ];
}

/**
 * The diff of the lines between the common head and tail, from the table of their suffixes; past
 * the table's budget, every line between reads as removed, then added (still both texts, exactly).
 */
function middleDiff(a: readonly string[], b: readonly string[]): LineChange[] {
  if ((a.length + 1) * (b.length + 1) > MAX_DIFF_TABLE_CELLS) {
    return [
      ...a.map((text): LineChange => ({ kind: 'removed', text })),
      ...b.map((text): LineChange => ({ kind: 'added', text })),
    ];
  }
  const table = suffixTable(a, b);
  const width = b.length + 1;
  const at = (i: number, j: number) => table[i * width + j] ?? 0;
  const changes: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (left !== undefined && left === right) {
      changes.push({ kind: 'same', text: left });
      i += 1;
      j += 1;
    } else if (right === undefined) {
      changes.push({ kind: 'removed', text: left ?? '' });
      i += 1;
    } else if (left === undefined) {
      changes.push({ kind: 'added', text: right });
      j += 1;
    } else {
      const dropLeft = at(i + 1, j);
      const dropRight = at(i, j + 1);
      if (dropLeft > dropRight || (dropLeft === dropRight && left < right)) {
        changes.push({ kind: 'removed', text: left });
        i += 1;
      } else {
        changes.push({ kind: 'added', text: right });
        j += 1;
      }
    }
  }
  return removedFirst(changes);
}
