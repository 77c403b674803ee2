import { describe, expect, it } from 'vitest';
import type { KeyPress, SkillGesture, SkillGestureNode } from '../../src/graph/skillGestures';
import { keyGesture, levelChangeIntent, skillGestureIntent } from '../../src/graph/skillGestures';
import {
  cannotAllocateMessage,
  cannotDeallocateMessage,
  MAX_LEVEL_REACHED,
} from '../../src/skills/allocation';
import type { DecreaseRefusal } from '../../src/skills/allocation';
import type { SkillNodeState } from '../../src/skills/skillStates';

/** A skill at level 1 of 3 that can go up and down. */
const MOVABLE: SkillNodeState = {
  skillId: 7,
  level: 1,
  maxLevel: 3,
  state: 'allocated',
  isRed: false,
  canIncrease: true,
  increaseRefusal: null,
  canDecrease: true,
  decreaseRefusal: null,
};
const NOT_ALLOCATED: DecreaseRefusal = { reason: 'Not allocated' };

/** A skill at its maximum of level 0 that can go neither way. */
const STUCK: SkillNodeState = {
  ...MOVABLE,
  level: 0,
  maxLevel: 0,
  canIncrease: false,
  increaseRefusal: { reason: MAX_LEVEL_REACHED },
  canDecrease: false,
  decreaseRefusal: NOT_ALLOCATED,
};
const INCREASE_REFUSED = cannotAllocateMessage({ reason: MAX_LEVEL_REACHED });
const DECREASE_REFUSED = cannotDeallocateMessage(NOT_ALLOCATED);

const planner = (state: SkillNodeState | undefined): SkillGestureNode => ({
  state,
  readOnly: false,
});
const viewer: SkillGestureNode = { state: MOVABLE, readOnly: true };

const click = (pointerType: string): SkillGesture => ({ kind: 'click', pointerType });
const rightClick = (pointerType: string): SkillGesture => ({ kind: 'contextmenu', pointerType });
const key = (name: string, modifiers: Partial<KeyPress> = {}): SkillGesture =>
  keyGesture({
    key: name,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
  });

describe('the click rule', () => {
  it('raises a skill on a click and lowers it on a right-click, with a mouse or a pen', () => {
    for (const pointer of ['mouse', 'pen']) {
      expect(skillGestureIntent(click(pointer), planner(MOVABLE))).toEqual({
        intent: { kind: 'increase' },
        preventDefault: false,
      });
      expect(skillGestureIntent(rightClick(pointer), planner(MOVABLE))).toEqual({
        intent: { kind: 'decrease' },
        preventDefault: true,
      });
    }
  });

  it('refuses with the domain’s reason and the tooltip when the node says no', () => {
    expect(skillGestureIntent(click('mouse'), planner(STUCK)).intent).toEqual({
      kind: 'refuse',
      reason: INCREASE_REFUSED,
      tip: true,
    });
    expect(skillGestureIntent(rightClick('mouse'), planner(STUCK)).intent).toEqual({
      kind: 'refuse',
      reason: DECREASE_REFUSED,
      tip: true,
    });
  });

  it('refuses without a reason a skill it has no state for', () => {
    expect(skillGestureIntent(click('mouse'), planner(undefined)).intent).toEqual({
      kind: 'refuse',
      reason: null,
      tip: true,
    });
  });

  it('opens the details on a tap or a long press, whatever the node allows', () => {
    for (const state of [MOVABLE, STUCK]) {
      expect(skillGestureIntent(click('touch'), planner(state)).intent).toEqual({
        kind: 'openDetails',
      });
      expect(skillGestureIntent(rightClick('touch'), planner(state))).toEqual({
        intent: { kind: 'openDetails' },
        preventDefault: true,
      });
    }
  });

  it('opens the details on any click when read-only', () => {
    for (const gesture of [click('mouse'), rightClick('mouse'), click('touch')]) {
      expect(skillGestureIntent(gesture, viewer).intent).toEqual({ kind: 'openDetails' });
    }
  });
});

describe('the click rule’s keys', () => {
  it('moves focus with the arrows, Home and End', () => {
    const moves = {
      ArrowUp: 'up',
      ArrowDown: 'down',
      ArrowLeft: 'left',
      ArrowRight: 'right',
      Home: 'first',
      End: 'last',
    } as const;
    for (const [name, to] of Object.entries(moves)) {
      for (const node of [planner(MOVABLE), viewer]) {
        expect(skillGestureIntent(key(name), node)).toEqual({
          intent: { kind: 'moveFocus', to },
          preventDefault: true,
        });
      }
    }
  });

  it('raises with Enter, Space, + and =, and lowers with -, _, Delete and Backspace', () => {
    for (const name of ['Enter', ' ', '+', '=']) {
      expect(skillGestureIntent(key(name), planner(MOVABLE))).toEqual({
        intent: { kind: 'increase' },
        preventDefault: true,
      });
      expect(skillGestureIntent(key(name), planner(STUCK)).intent).toEqual({
        kind: 'refuse',
        reason: INCREASE_REFUSED,
        tip: false,
      });
    }
    for (const name of ['-', '_', 'Delete', 'Backspace']) {
      expect(skillGestureIntent(key(name), planner(MOVABLE))).toEqual({
        intent: { kind: 'decrease' },
        preventDefault: true,
      });
      expect(skillGestureIntent(key(name), planner(STUCK)).intent).toEqual({
        kind: 'refuse',
        reason: DECREASE_REFUSED,
        tip: false,
      });
    }
  });

  it('opens the details with I, the menu key and Shift+F10, and read-only with Enter', () => {
    for (const gesture of [
      key('i'),
      key('I'),
      key('ContextMenu'),
      key('F10', { shiftKey: true }),
    ]) {
      expect(skillGestureIntent(gesture, planner(MOVABLE))).toEqual({
        intent: { kind: 'openDetails' },
        preventDefault: true,
      });
    }
    expect(skillGestureIntent(key('Enter'), viewer).intent).toEqual({ kind: 'openDetails' });
  });

  it('takes a lowering key read-only without doing anything', () => {
    expect(skillGestureIntent(key('Delete'), viewer)).toEqual({
      intent: { kind: 'nothing' },
      preventDefault: true,
    });
  });

  it('hides the tooltip on Escape and leaves the key to the page', () => {
    expect(skillGestureIntent(key('Escape'), planner(MOVABLE))).toEqual({
      intent: { kind: 'hideTip' },
      preventDefault: false,
    });
  });

  it('leaves other keys, F10 alone and any key with Alt, Ctrl or Meta to the page', () => {
    const others = [
      key('Tab'),
      key('a'),
      key('F10'),
      key('Enter', { altKey: true }),
      key('ArrowUp', { ctrlKey: true }),
      key('+', { metaKey: true }),
    ];
    for (const gesture of others) {
      expect(skillGestureIntent(gesture, planner(MOVABLE))).toEqual({
        intent: { kind: 'nothing' },
        preventDefault: false,
      });
    }
  });
});

describe('a level change', () => {
  it('is allowed or refused as the node says, the tooltip only when asked', () => {
    expect(levelChangeIntent('increase', MOVABLE, false)).toEqual({ kind: 'increase' });
    expect(levelChangeIntent('decrease', MOVABLE, true)).toEqual({ kind: 'decrease' });
    expect(levelChangeIntent('increase', STUCK, false)).toEqual({
      kind: 'refuse',
      reason: INCREASE_REFUSED,
      tip: false,
    });
  });
});
