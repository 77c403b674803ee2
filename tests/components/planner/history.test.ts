import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../../src/planner/store/history';
import {
  EMPTY_HISTORY,
  GROUP_PAUSE_MS,
  recordChange,
  redoStep,
  undoStep,
} from '../../../src/planner/store/history';
import { emptyBuild } from '../../../src/skills/emptyBuild';

const snap = (title: string): Snapshot => ({
  build: { ...emptyBuild(), buildTitle: title },
  imported: false,
});

describe('undo history', () => {
  it('records each change as a step, and undo/redo walk the steps', () => {
    let history = recordChange(EMPTY_HISTORY, snap('a'), null, 0);
    history = recordChange(history, snap('b'), null, 10);
    const undone = undoStep(history, snap('c'));
    expect(undone?.restore.build.buildTitle).toBe('b');
    const redone = redoStep(undone?.history ?? EMPTY_HISTORY, snap('b'));
    expect(redone?.restore.build.buildTitle).toBe('c');
    expect(undoStep(EMPTY_HISTORY, snap('x'))).toBeNull();
    expect(redoStep(EMPTY_HISTORY, snap('x'))).toBeNull();
  });

  it('joins changes of one group within the pause, and not across groups or pauses', () => {
    let history = recordChange(EMPTY_HISTORY, snap('a'), 'guide', 0);
    history = recordChange(history, snap('ab'), 'guide', GROUP_PAUSE_MS - 1);
    expect(history.past).toHaveLength(1);
    history = recordChange(history, snap('abc'), 'cap', GROUP_PAUSE_MS);
    expect(history.past).toHaveLength(2);
    history = recordChange(history, snap('abcd'), 'cap', 3 * GROUP_PAUSE_MS);
    expect(history.past).toHaveLength(3);
  });

  it('does not join a change to a step that was undone', () => {
    let history = recordChange(EMPTY_HISTORY, snap('a'), 'guide', 0);
    history = undoStep(history, snap('b'))?.history ?? EMPTY_HISTORY;
    history = recordChange(history, snap('a'), 'guide', 10);
    expect(history.past).toHaveLength(1);
    expect(history.future).toHaveLength(0);
  });
});
