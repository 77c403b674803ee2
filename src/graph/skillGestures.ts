import type { SkillNodeState } from '../skills/skillStates';
import type { NavigationDirection } from './keyboardNavigation';
import { directionOfKey } from './keyboardNavigation';
import { decreaseRefusalText, increaseRefusalText } from './refusalText';

/**
 * What a click, tap, right-click or key on a skill means: one rule for the interactive graph's
 * nodes and the static drawing's, so a tree answers the same before and after it goes live.
 * Pure: it reads the gesture and the node's state and returns the intent; the caller acts.
 */

/** A key as the rule reads it (a DOM or React keyboard event is one). */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** What a player did to a skill's node (pointerType from the pointerdown before a click). */
export type SkillGesture =
  { kind: 'click' | 'contextmenu'; pointerType: string } | ({ kind: 'key' } & KeyPress);

/** What the graph does about it. */
export type SkillIntent =
  | { kind: 'increase' }
  | { kind: 'decrease' }
  /** `tip`: a pointer's refusal also shows the skill's tooltip; a key's is only announced. */
  | { kind: 'refuse'; reason: string | null; tip: boolean }
  | { kind: 'openDetails' }
  | { kind: 'moveFocus'; to: NavigationDirection | 'first' | 'last' }
  | { kind: 'hideTip' }
  | { kind: 'nothing' };

/** The intent, and whether the gesture's default (a context menu, a scroll) is the graph's. */
export interface SkillResponse {
  intent: SkillIntent;
  preventDefault: boolean;
}

/** The node as the rule needs it. */
export interface SkillGestureNode {
  state: SkillNodeState | undefined;
  readOnly: boolean;
}

/** A level change if the node allows it, else its refusal with the domain's reason. */
export function levelChangeIntent(
  change: 'increase' | 'decrease',
  state: SkillNodeState | undefined,
  tip: boolean,
): SkillIntent {
  if (change === 'increase') {
    return state?.canIncrease
      ? { kind: 'increase' }
      : { kind: 'refuse', reason: increaseRefusalText(state), tip };
  }
  return state?.canDecrease
    ? { kind: 'decrease' }
    : { kind: 'refuse', reason: decreaseRefusalText(state), tip };
}

/** A key press as a gesture. */
export function keyGesture({ key, shiftKey, altKey, ctrlKey, metaKey }: KeyPress): SkillGesture {
  return { kind: 'key', key, shiftKey, altKey, ctrlKey, metaKey };
}

const taken = (intent: SkillIntent): SkillResponse => ({ intent, preventDefault: true });
const NOTHING: SkillResponse = { intent: { kind: 'nothing' }, preventDefault: false };

function keyIntent(gesture: KeyPress, { state, readOnly }: SkillGestureNode): SkillResponse {
  if (gesture.altKey || gesture.ctrlKey || gesture.metaKey) return NOTHING;
  const direction = directionOfKey(gesture.key);
  if (direction) return taken({ kind: 'moveFocus', to: direction });
  switch (gesture.key) {
    case 'Home':
      return taken({ kind: 'moveFocus', to: 'first' });
    case 'End':
      return taken({ kind: 'moveFocus', to: 'last' });
    case 'Enter':
    case ' ':
    case '+':
    case '=':
      return taken(
        readOnly ? { kind: 'openDetails' } : levelChangeIntent('increase', state, false),
      );
    case '-':
    case '_':
    case 'Delete':
    case 'Backspace':
      return taken(readOnly ? { kind: 'nothing' } : levelChangeIntent('decrease', state, false));
    case 'i':
    case 'I':
    case 'ContextMenu':
      return taken({ kind: 'openDetails' });
    case 'F10':
      return gesture.shiftKey ? taken({ kind: 'openDetails' }) : NOTHING;
    case 'Escape':
      // The tooltip goes; Escape still reaches whatever else listens for it.
      return { intent: { kind: 'hideTip' }, preventDefault: false };
    default:
      return NOTHING;
  }
}

/**
 * The graph's click rule. A click raises the skill and a right-click lowers it; on a touch
 * screen, or read-only, both open its details instead (a long press is a touch's right-click).
 */
export function skillGestureIntent(gesture: SkillGesture, node: SkillGestureNode): SkillResponse {
  if (gesture.kind === 'key') return keyIntent(gesture, node);
  const details = gesture.pointerType === 'touch' || node.readOnly;
  const change = gesture.kind === 'click' ? 'increase' : 'decrease';
  return {
    intent: details ? { kind: 'openDetails' } : levelChangeIntent(change, node.state, true),
    preventDefault: gesture.kind === 'contextmenu',
  };
}
