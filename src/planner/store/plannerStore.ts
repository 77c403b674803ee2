import { castDraft } from 'immer';
import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { SlotKind } from '../../skills/activeSlots';
import { chooseSlotSkill } from '../../skills/activeSlots';
import { allocateSkill, deallocateSkill } from '../../skills/allocation';
import type { Build } from '../../skills/buildSchema';
import { emptyBuild } from '../../skills/buildSchema';
import { fitBuildToGameData } from '../../skills/fitBuild';
import type { ClassSlug } from '../../skills/gameData';
import type { GameIndex } from '../../skills/gameIndex';
import { setCustomSkillPointCap } from '../../skills/skillPointCap';
import { setAdvancedTrainerAccess, setAllAdvancedTrainerAccess } from '../../skills/trainerAccess';
import {
  withBuildGuide,
  withBuildTags,
  withBuildTexts,
  withLevelingOrder,
  withSelectedClass,
} from './buildEdits';
import type { Snapshot, UndoHistory } from './history';
import { EMPTY_HISTORY, recordChange, redoStep, undoStep } from './history';
import { selectClassTrees, selectSearchMatches } from './selectors';

/**
 * The planner's one store (DESIGN.md): the build being planned (the engine's `Build`), whether
 * it was imported, the game data it is planned against, undo/redo stacks and the page's UI
 * state. Every action is named and delegates the rule to a pure function of src/skills; the
 * store only decides what to remember. Derived values (node states, SP spent, modifiers…) are
 * never stored: see selectors.ts.
 */

export type PlannerDialog =
  'editText' | 'tags' | 'export' | 'import' | 'copyLink' | 'moderation' | 'success';

/** A message about the build as loaded: a shared build that no longer fits, a failed load. */
export interface PlannerNotice {
  tone: 'info' | 'warning' | 'error';
  title: string;
  /** One line per thing that changed or went wrong. */
  lines: readonly string[];
  /** The game version the build was made with, when it differs from the one shown. */
  otherGameVersion?: string;
}

export interface LinkDialogState {
  busy: boolean;
  url: string | null;
  error: string | null;
}

export interface PlannerUi {
  /** The tree shown on phones (one tree at a time), by position in the class. */
  mobileTreeIndex: number;
  searchQuery: string;
  /** Which search match Enter has stepped to. */
  searchMatchIndex: number;
  dialog: PlannerDialog | null;
  link: LinkDialogState;
  moderationMessage: string;
  success: { title: string; message: string };
  /** The Leveling Build's cap slider is frozen. */
  capLocked: boolean;
  notice: PlannerNotice | null;
}

export interface PlannerActions {
  allocateSkill: (skillId: number) => void;
  deallocateSkill: (skillId: number) => void;
  chooseSlotSkill: (kind: SlotKind, slot: number, skillId: number | null) => void;
  setSkillPointCap: (cap: number | null) => void;
  toggleCapLock: () => void;
  setAdvancedTrainerAccess: (slug: ClassSlug, value: boolean) => void;
  setAllAdvancedTrainerAccess: (value: boolean) => void;
  editBuildText: (texts: { title: string; description: string }) => void;
  saveTags: (tags: { tags: readonly string[]; typeTags: readonly string[] }) => void;
  editGuide: (text: string) => void;
  setLevelingOrder: (value: boolean) => void;
  selectClass: (slug: ClassSlug) => void;
  showTree: (position: number) => void;
  stepTree: (delta: 1 | -1) => void;
  setSearchQuery: (query: string) => void;
  stepSearch: (delta: 1 | -1) => void;
  /** A build from an import file: replaces the build (undoable) and marks it imported. */
  importBuild: (build: Build) => void;
  /**
   * A build from outside (a link, a share code, a hand-over): replaces the build. With another
   * game data index the history is cleared, since older builds belong to the other data.
   */
  loadSharedBuild: (
    build: Build,
    options?: { imported?: boolean; index?: GameIndex; notice?: PlannerNotice | null },
  ) => void;
  /** Plans the build against other game data, dropping and listing what no longer fits. */
  switchGameData: (index: GameIndex) => void;
  resetBuild: () => void;
  undo: () => void;
  redo: () => void;
  openDialog: (dialog: Exclude<PlannerDialog, 'copyLink' | 'moderation' | 'success'>) => void;
  closeDialog: () => void;
  linkRequested: () => void;
  linkCreated: (url: string) => void;
  linkFailed: (message: string) => void;
  linkRefusedByModeration: (message: string) => void;
  showSuccess: (title: string, message: string) => void;
  showNotice: (notice: PlannerNotice | null) => void;
}

export interface PlannerState {
  index: GameIndex;
  build: Build;
  imported: boolean;
  history: UndoHistory;
  ui: PlannerUi;
  actions: PlannerActions;
}

export interface PlannerStoreOptions {
  index: GameIndex;
  build?: Build;
  imported?: boolean;
  ui?: Partial<PlannerUi>;
}

const initialUi = (): PlannerUi => ({
  mobileTreeIndex: 0,
  searchQuery: '',
  searchMatchIndex: 0,
  dialog: null,
  link: { busy: false, url: null, error: null },
  moderationMessage: '',
  success: { title: '', message: '' },
  capLocked: false,
  notice: null,
});

const wrap = (value: number, length: number) =>
  length <= 0 ? 0 : ((value % length) + length) % length;

/** A planner store with its own state: one per page visit, story or test. */
export function createPlannerStore({ index, build, imported = false, ui }: PlannerStoreOptions) {
  return createStore<PlannerState>()(
    immer((set, get) => {
      /** Applies a new build from an engine function; a returned same build is a no-op. */
      const change = (next: Build, group: string | null = null) => {
        const { build: current, imported: wasImported, history } = get();
        if (next === current) return;
        const previous: Snapshot = { build: current, imported: wasImported };
        const nextHistory = recordChange(history, previous, group);
        set((draft) => {
          draft.build = castDraft(next);
          draft.history = castDraft(nextHistory);
        });
      };

      const replace = (next: Build, nextImported: boolean, index?: GameIndex) => {
        const state = get();
        const history =
          index && index !== state.index
            ? EMPTY_HISTORY
            : recordChange(state.history, { build: state.build, imported: state.imported });
        set((draft) => {
          if (index) draft.index = castDraft(index);
          draft.build = castDraft(next);
          draft.imported = nextImported;
          draft.history = castDraft(history);
          draft.ui.mobileTreeIndex = 0;
          draft.ui.searchMatchIndex = 0;
        });
      };

      const restore = (step: { restore: Snapshot; history: UndoHistory } | null) => {
        if (!step) return;
        const classChanged = step.restore.build.selectedClass !== get().build.selectedClass;
        set((draft) => {
          draft.build = castDraft(step.restore.build);
          draft.imported = step.restore.imported;
          draft.history = castDraft(step.history);
          if (classChanged) {
            draft.ui.mobileTreeIndex = 0;
            draft.ui.searchMatchIndex = 0;
          }
        });
      };

      /** Moves the search to a match and, on phones, to the tree that holds it. */
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

      const actions: PlannerActions = {
        allocateSkill(skillId) {
          const { build, index } = get();
          change(allocateSkill(build, index, skillId));
        },
        deallocateSkill(skillId) {
          const { build, index } = get();
          change(deallocateSkill(build, index, skillId));
        },
        chooseSlotSkill(kind, slot, skillId) {
          const { build, index } = get();
          change(chooseSlotSkill(build, index, kind, slot, skillId));
        },
        setSkillPointCap(cap) {
          const { build, index, ui } = get();
          if (ui.capLocked) return;
          change(setCustomSkillPointCap(build, index, cap), 'cap');
        },
        toggleCapLock() {
          set((draft) => {
            draft.ui.capLocked = !draft.ui.capLocked;
          });
        },
        setAdvancedTrainerAccess(slug, value) {
          change(setAdvancedTrainerAccess(get().build, slug, value));
        },
        setAllAdvancedTrainerAccess(value) {
          change(setAllAdvancedTrainerAccess(get().build, value));
        },
        editBuildText({ title, description }) {
          change(withBuildTexts(get().build, title, description));
        },
        saveTags({ tags, typeTags }) {
          change(withBuildTags(get().build, tags, typeTags));
        },
        editGuide(text) {
          change(withBuildGuide(get().build, text), 'guide');
        },
        setLevelingOrder(value) {
          change(withLevelingOrder(get().build, value));
        },
        selectClass(slug) {
          const { build } = get();
          const next = withSelectedClass(build, slug);
          if (next === build) return;
          // Switching class is looking, not editing: it takes no undo step of its own.
          set((draft) => {
            draft.build = castDraft(next);
            draft.history.group = null;
            draft.ui.mobileTreeIndex = 0;
            draft.ui.searchMatchIndex = 0;
          });
          if (get().ui.searchQuery !== '') focusMatch(0);
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
        importBuild(build) {
          replace(build, true);
        },
        loadSharedBuild(build, options = {}) {
          replace(build, options.imported ?? false, options.index);
          if (options.notice !== undefined) actions.showNotice(options.notice);
        },
        switchGameData(index) {
          const { build, index: current } = get();
          if (index === current) return;
          const fitted = fitBuildToGameData(build, index);
          replace(fitted.build, get().imported, index);
          actions.showNotice(
            fitted.problems.length > 0
              ? {
                  tone: 'warning',
                  title: 'Some of this build no longer fits the current game data:',
                  lines: fitted.problems,
                }
              : null,
          );
        },
        resetBuild() {
          const { build } = get();
          // A new build keeps the class in view; the rest starts over.
          replace({ ...emptyBuild(), selectedClass: build.selectedClass }, false);
          set((draft) => {
            draft.ui.notice = null;
            draft.ui.capLocked = false;
          });
        },
        undo() {
          const { history, build, imported } = get();
          restore(undoStep(history, { build, imported }));
        },
        redo() {
          const { history, build, imported } = get();
          restore(redoStep(history, { build, imported }));
        },
        openDialog(dialog) {
          set((draft) => {
            draft.ui.dialog = dialog;
          });
        },
        closeDialog() {
          set((draft) => {
            draft.ui.dialog = null;
            draft.ui.link.busy = false;
          });
        },
        linkRequested() {
          set((draft) => {
            draft.ui.dialog = 'copyLink';
            draft.ui.link = { busy: true, url: null, error: null };
          });
        },
        linkCreated(url) {
          set((draft) => {
            draft.ui.link = { busy: false, url, error: null };
          });
        },
        linkFailed(message) {
          set((draft) => {
            draft.ui.link = { busy: false, url: null, error: message };
          });
        },
        linkRefusedByModeration(message) {
          set((draft) => {
            draft.ui.link = { busy: false, url: null, error: null };
            draft.ui.moderationMessage = message;
            draft.ui.dialog = 'moderation';
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

      return {
        index,
        build: build ?? emptyBuild(),
        imported,
        history: EMPTY_HISTORY,
        ui: { ...initialUi(), ...ui },
        actions,
      };
    }),
  );
}

export type PlannerStore = ReturnType<typeof createPlannerStore>;
