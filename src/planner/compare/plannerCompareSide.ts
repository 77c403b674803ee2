import { encodeShareCode } from '../../skills/shareCode';
import { reusableLinkId } from '../actions/useBuildLink';
import type { PlannerState } from '../store/plannerTypes';

/**
 * The planner's build as one side of a compare address: its saved build's id while it shows that
 * build unchanged and anyone may open it (the same rule as its Link), else its share code.
 */
export function plannerCompareSide(state: Pick<PlannerState, 'build' | 'index' | 'saved'>): string {
  return reusableLinkId(state) ?? encodeShareCode(state.build, state.index);
}
