import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { Build } from '../../skills/buildSchema';
import { emptyBuild } from '../../skills/emptyBuild';
import type { GameIndex } from '../../skills/gameIndex';
import { indexForMode } from '../../skills/gameIndex';
import { buildGameMode } from '../../skills/gameModeRules';
import { createBuildSlice } from './buildSlice';
import { EMPTY_HISTORY } from './history';
import type { PlannerState, PlannerUi, SavedBuildRef } from './plannerTypes';
import { createRequestsSlice, initialRequests } from './requestsSlice';
import { createUiSlice, initialUi } from './uiSlice';

/**
 * The planner's one store (DESIGN.md), made of three slices: the build with its history
 * (buildSlice.ts), the page's UI (uiSlice.ts) and the requests to the server (requestsSlice.ts).
 * Every action is named and delegates the rule to a pure function of src/skills; the store only
 * decides what to remember. Derived values (node states, SP spent, modifiers…) are never stored:
 * see selectors.ts.
 */

export interface PlannerStoreOptions {
  index: GameIndex;
  build?: Build;
  imported?: boolean;
  /** The saved build that `build` is (a hand-over from My Builds). */
  saved?: SavedBuildRef | null;
  ui?: Partial<PlannerUi>;
}

/** A planner store with its own state: one per page visit, story or test. */
export function createPlannerStore({
  index,
  build = emptyBuild(),
  imported = false,
  saved = null,
  ui,
}: PlannerStoreOptions) {
  return createStore<PlannerState>()(
    immer((set, get) => {
      const uiSlice = createUiSlice(set, get);
      const buildActions = createBuildSlice(set, get, {
        ...uiSlice.helpers,
        showNotice: uiSlice.actions.showNotice,
      });
      const requestActions = createRequestsSlice(set, get);
      return {
        // The trees show the skills of the build's own game mode.
        index: indexForMode(index, buildGameMode(build)),
        build,
        imported,
        saved: saved ? { ...saved, build } : null,
        history: EMPTY_HISTORY,
        ui: { ...initialUi(), ...ui },
        requests: initialRequests(),
        actions: { ...buildActions, ...uiSlice.actions, ...requestActions },
      };
    }),
  );
}

export type PlannerStore = ReturnType<typeof createPlannerStore>;
