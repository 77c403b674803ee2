import type { Draft } from 'immer';
import { castDraft } from 'immer';
import type { PlannerGet, PlannerSet, PlannerState, PlannerUi, UiActions } from './plannerTypes';
import { selectSearchMatches } from './selectors';
import { selectClassTrees } from '../../builds/buildSelectors';

/**
 * The UI slice: which tree a phone shows, the skill search, the open dialog, the cap lock and
 * the notice over the trees, and whether the character panel is open. Nothing here changes the build.
 */

/** The UI of a fresh planner. */
export const initialUi = (): PlannerUi => ({
  mobileTreeIndex: 0,
  searchQuery: '',
  searchMatchIndex: 0,
  dialog: null,
  moderationMessage: '',
  success: { title: '', message: '' },
  capLocked: false,
  characterPanelOpen: false,
  notice: null,
});

const wrap = (value: number, length: number) =>
  length <= 0 ? 0 : ((value % length) + length) % length;

/**
 * Back to the first tree and the first search match, inside the change that shows another class
 * or build (one update, so no panel renders the new build at the old tree's position).
 */
export function resetTreeView(draft: Draft<PlannerState>): void {
  draft.ui.mobileTreeIndex = 0;
  draft.ui.searchMatchIndex = 0;
}

/** What the build slice asks of the UI when the build it shows changes. */
export interface UiHelpers {
  /** Moves the search to a match and, on phones, to the tree that holds it. */
  focusMatch: (matchIndex: number) => void;
}

/** The UI slice's actions, and the helpers the build slice shares. */
export function createUiSlice(
  set: PlannerSet,
  get: PlannerGet,
): { actions: UiActions; helpers: UiHelpers } {
  const focusMatch = (matchIndex: number) => {
    const state = get();
    const matches = selectSearchMatches(state);
    const at = wrap(matchIndex, matches.length);
    const match = matches[at];
    const trees = selectClassTrees(state);
    const treePosition = match ? trees.findIndex((tree) => tree.id === match.treeId) : -1;
    set((draft) => {
      draft.ui.searchMatchIndex = at;
      if (treePosition >= 0) draft.ui.mobileTreeIndex = treePosition;
    });
  };

  const helpers: UiHelpers = { focusMatch };

  const actions: UiActions = {
    toggleCapLock() {
      set((draft) => {
        draft.ui.capLocked = !draft.ui.capLocked;
      });
    },
    toggleCharacterPanel() {
      set((draft) => {
        draft.ui.characterPanelOpen = !draft.ui.characterPanelOpen;
      });
    },
    showTree(position) {
      const count = selectClassTrees(get()).length;
      set((draft) => {
        draft.ui.mobileTreeIndex = wrap(position, count);
      });
    },
    stepTree(delta) {
      actions.showTree(get().ui.mobileTreeIndex + delta);
    },
    setSearchQuery(query) {
      set((draft) => {
        draft.ui.searchQuery = query;
        draft.ui.searchMatchIndex = 0;
      });
      focusMatch(0);
    },
    stepSearch(delta) {
      focusMatch(get().ui.searchMatchIndex + delta);
    },
    openDialog(dialog) {
      set((draft) => {
        draft.ui.dialog = dialog;
      });
    },
    closeDialog() {
      set((draft) => {
        draft.ui.dialog = null;
        // A request still on its way no longer has a dialog to answer in.
        draft.requests.link.busy = false;
        draft.requests.save.busy = false;
        draft.requests.save.restricted = null;
      });
    },
    showSuccess(title, message) {
      set((draft) => {
        draft.ui.success = { title, message };
        draft.ui.dialog = 'success';
      });
    },
    showNotice(notice) {
      set((draft) => {
        draft.ui.notice = notice ? castDraft(notice) : null;
      });
    },
  };

  return { actions, helpers };
}
