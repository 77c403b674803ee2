import { cannotAllocateMessage, cannotDeallocateMessage } from '../skills/allocation';
import type { SkillNodeState } from '../skills/skillStates';

/**
 * The graph's one wording for refused level changes: the domain's own messages, formed from the
 * node state the graph already holds, so every page (and the detail dialog) says the same thing
 * without passing texts in.
 */

/** 'Cannot allocate: …' while the skill cannot go up, else null. */
export function increaseRefusalText(state: SkillNodeState | undefined): string | null {
  return state?.increaseRefusal ? cannotAllocateMessage(state.increaseRefusal) : null;
}

/** Why the skill cannot go down, while it cannot, else null. */
export function decreaseRefusalText(state: SkillNodeState | undefined): string | null {
  return state?.decreaseRefusal ? cannotDeallocateMessage(state.decreaseRefusal) : null;
}
