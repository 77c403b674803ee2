import type { Build } from '../../skills/buildSchema';

/**
 * Undo and redo as two stacks of builds (DESIGN.md: "undo/redo is a stack of builds"). A
 * snapshot also remembers whether the build was an imported one, so undoing an import brings
 * back the notice-free build it replaced. Typing in a text field and dragging a slider make
 * many changes a second: changes of one kind within a short pause form one undo step.
 */

export interface Snapshot {
  build: Build;
  imported: boolean;
}

export interface UndoHistory {
  past: readonly Snapshot[];
  future: readonly Snapshot[];
  /** The kind and time of the last change that later changes of the same kind may join. */
  group: { key: string; at: number } | null;
}

/** Steps kept; the oldest are dropped beyond it. */
export const HISTORY_LIMIT = 200;
/** Changes of one kind closer together than this form one undo step. */
export const GROUP_PAUSE_MS = 1000;

export const EMPTY_HISTORY: UndoHistory = { past: [], future: [], group: null };

/**
 * The history after a change away from `previous`. `group` names a kind of change that may join
 * the step before it (e.g. 'guide' for typing); without it, every change is its own step.
 */
export function recordChange(
  history: UndoHistory,
  previous: Snapshot,
  group: string | null = null,
  now: number = Date.now(),
): UndoHistory {
  const joins =
    group !== null &&
    history.group !== null &&
    history.group.key === group &&
    now - history.group.at < GROUP_PAUSE_MS &&
    history.future.length === 0 &&
    history.past.length > 0;
  const nextGroup = group === null ? null : { key: group, at: now };
  if (joins) return { ...history, group: nextGroup };
  const past = [...history.past, previous];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { past, future: [], group: nextGroup };
}

/** Undo: the snapshot to restore and the history after, or null with nothing to undo. */
export function undoStep(
  history: UndoHistory,
  current: Snapshot,
): { restore: Snapshot; history: UndoHistory } | null {
  const restore = history.past[history.past.length - 1];
  if (!restore) return null;
  return {
    restore,
    history: { past: history.past.slice(0, -1), future: [...history.future, current], group: null },
  };
}

/** Redo: the snapshot to restore and the history after, or null with nothing to redo. */
export function redoStep(
  history: UndoHistory,
  current: Snapshot,
): { restore: Snapshot; history: UndoHistory } | null {
  const restore = history.future[history.future.length - 1];
  if (!restore) return null;
  return {
    restore,
    history: { past: [...history.past, current], future: history.future.slice(0, -1), group: null },
  };
}
