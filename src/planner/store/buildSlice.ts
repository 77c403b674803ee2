import { castDraft } from 'immer';
import { chooseSlotSkill } from '../../skills/activeSlots';
import { allocateSkill, deallocateSkill } from '../../skills/allocation';
import { listingChoice, withChosenListing } from '../../skills/buildListing';
import type { Build } from '../../skills/buildSchema';
import { setBuildCharacter, toggleCombatTrait } from '../../skills/characterBudget';
import { emptyBuild } from '../../skills/emptyBuild';
import type { GameIndex } from '../../skills/gameIndex';
import { indexForMode } from '../../skills/gameIndex';
import { GAME_MODE_LABELS } from '../../skills/gameModes';
import { migrateBuild, migrationLines, NOTHING_REFUNDED } from '../../skills/migrateBuild';
import { buildGameMode, modeSwapLines, switchBuildGameMode } from '../../skills/gameModeRules';
import { setCustomSkillPointCap } from '../../skills/skillPointCap';
import { setAdvancedTrainerAccess, setAllAdvancedTrainerAccess } from '../../skills/trainerAccess';
import { tickUnlock } from '../../skills/unlockChecklist';
import {
  withBuildGuide,
  withBuildTags,
  withBuildTexts,
  withLevelingOrder,
  withSelectedClass,
} from './buildEdits';
import type { Snapshot, UndoHistory } from './history';
import { EMPTY_HISTORY, recordChange, redoStep, undoStep } from './history';
import type { BuildActions, PlannerGet, PlannerSet, UiActions } from './plannerTypes';
import type { UiHelpers } from './uiSlice';
import { resetTreeView } from './uiSlice';

/**
 * The build slice: the build being planned (the engine's `Build`), whether it was imported, the
 * saved build it is, the game data it is planned against, and undo/redo. Every action delegates
 * the rule to a pure function of src/skills; the slice only decides what to remember.
 */

/** The index a build is planned on: the game data's skills of the build's own mode. */
function indexOf(build: Build, index: GameIndex): GameIndex {
  return indexForMode(index, buildGameMode(build));
}

/** The build slice's actions, given the UI it resets and notifies. */
export function createBuildSlice(
  set: PlannerSet,
  get: PlannerGet,
  ui: UiHelpers & Pick<UiActions, 'showNotice'>,
): BuildActions {
  /** Applies a new build from an engine function; a returned same build is a no-op. */
  const change = (next: Build, group: string | null = null) => {
    const { build: current, imported: wasImported, history, index } = get();
    if (next === current) return;
    const previous: Snapshot = { build: current, imported: wasImported };
    const nextHistory = recordChange(history, previous, group);
    const nextIndex = indexOf(next, index);
    set((draft) => {
      if (nextIndex !== index) draft.index = castDraft(nextIndex);
      draft.build = castDraft(next);
      draft.history = castDraft(nextHistory);
    });
  };

  const replace = (next: Build, nextImported: boolean, index?: GameIndex) => {
    const state = get();
    // Other game data clears the history; the same data in another mode does not.
    const history: UndoHistory =
      index && index.data !== state.index.data
        ? EMPTY_HISTORY
        : recordChange(state.history, { build: state.build, imported: state.imported });
    const nextIndex = indexOf(next, index ?? state.index);
    set((draft) => {
      if (nextIndex !== state.index) draft.index = castDraft(nextIndex);
      draft.build = castDraft(next);
      draft.imported = nextImported;
      draft.history = castDraft(history);
      resetTreeView(draft);
    });
  };

  const restore = (step: { restore: Snapshot; history: UndoHistory } | null) => {
    if (!step) return;
    const { build, index } = get();
    const classChanged = step.restore.build.selectedClass !== build.selectedClass;
    const nextIndex = indexOf(step.restore.build, index);
    set((draft) => {
      if (nextIndex !== index) draft.index = castDraft(nextIndex);
      draft.build = castDraft(step.restore.build);
      draft.imported = step.restore.imported;
      draft.history = castDraft(step.history);
      if (classChanged) resetTreeView(draft);
    });
  };

  const actions: BuildActions = {
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
      const { build, index, ui: now } = get();
      if (now.capLocked) return;
      change(setCustomSkillPointCap(build, index, cap), 'cap');
    },
    setCharacter(character) {
      const { build, index } = get();
      // Starting and stopping are steps of their own; typing and stepping a level join.
      const group = build.character && character ? 'character' : null;
      change(setBuildCharacter(build, index, character), group);
    },
    toggleCombatTrait(combatLevel) {
      const { build, index } = get();
      change(toggleCombatTrait(build, index, combatLevel));
    },
    setAdvancedTrainerAccess(slug, value) {
      change(setAdvancedTrainerAccess(get().build, slug, value));
    },
    tickUnlock(id, value) {
      change(tickUnlock(get().build, id, value));
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
    chooseListing(listing) {
      const { build, imported } = get();
      if (!listingChoice(build, imported).enabled) return;
      change(withChosenListing(build, listing));
    },
    selectClass(slug) {
      const { build, saved } = get();
      const next = withSelectedClass(build, slug);
      if (next === build) return;
      // Switching class is looking, not editing: it takes no undo step of its own, and a saved
      // build looked at from another class is still that saved build.
      set((draft) => {
        draft.build = castDraft(next);
        draft.history.group = null;
        if (saved?.build === build && draft.saved) draft.saved.build = castDraft(next);
        resetTreeView(draft);
      });
      if (get().ui.searchQuery !== '') ui.focusMatch(0);
    },
    importBuild(build) {
      replace(build, true);
    },
    loadSharedBuild(build, options = {}) {
      replace(build, options.imported ?? false, options.index);
      const { saved } = options;
      if (saved) {
        set((draft) => {
          draft.saved = castDraft({ ...saved, build });
        });
      }
      if (options.notice !== undefined) ui.showNotice(options.notice);
    },
    switchGameMode(mode) {
      const { build, index } = get();
      const from = buildGameMode(build);
      if (from === mode) return;
      const switched = switchBuildGameMode(build, index.data, mode);
      change(switched.build);
      ui.showNotice({
        tone: 'info',
        title: `Now planning for ${GAME_MODE_LABELS[mode]}.`,
        lines:
          switched.swaps.length > 0
            ? modeSwapLines(switched.swaps, from, mode)
            : ['No skill of this build differs between the modes.'],
      });
    },
    switchGameData(index) {
      const { build, index: current } = get();
      if (index.data === current.data) return;
      const migration = migrateBuild(build, current, index);
      replace(migration.build, get().imported, index);
      // A saved build's next save keeps this as a revision, noted as a migration.
      set((draft) => {
        if (draft.saved) draft.saved.migratedTo = index.data.version;
      });
      const lines = migrationLines(migration);
      ui.showNotice({
        tone: 'info',
        title: `Migrated to ${index.data.version}.`,
        lines: lines.length > 0 ? lines : [NOTHING_REFUNDED],
      });
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
  };
  return actions;
}
