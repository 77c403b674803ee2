import type { UnlockRowId } from '../../skills/unlockChecklist';
import type { Draft } from 'immer';
import type { SavedBuild } from '../../api/contract/savedBuilds';
import type { BuildNotice } from '../../builds/open/openedBuild';
import type { SlotKind } from '../../skills/activeSlots';
import type { ChosenListing } from '../../skills/buildListing';
import type { Build, BuildCharacter } from '../../skills/buildSchema';
import type { ClassSlug } from '../../skills/gameData';
import type { GameIndex } from '../../skills/gameIndex';
import type { UndoHistory } from './history';
import type { SaveOutcome } from '../../api/contract/savedBuildsTexts';
import type { GameMode } from '../../skills/gameModes';

/**
 * The planner store's shape (DESIGN.md: one zustand+immer store in slices). Three slices fill it:
 * the build and its history (buildSlice.ts), the page's UI (uiSlice.ts) and the requests to the
 * server with what their answers opened (requestsSlice.ts). The types live apart from the slices
 * so that each slice can name the whole state without importing the others.
 */

/** The dialogs the planner shows, one at a time. */
export type PlannerDialog =
  | 'editText'
  | 'tags'
  | 'export'
  | 'import'
  | 'copyLink'
  | 'moderation'
  | 'success'
  | 'save'
  | 'overwrite'
  | 'buildLimit';

/** The dialogs that open with nothing but their name (the rest open through their request). */
type PlainDialog = Exclude<
  PlannerDialog,
  'copyLink' | 'moderation' | 'success' | 'save' | 'overwrite'
>;

/**
 * A message about the build as loaded: a shared build that no longer fits, a failed load. The
 * shared layer's notice of opening a build (src/builds/open), under the planner's name.
 */
export type PlannerNotice = BuildNotice;

/** Which saved build of the player's account a planner build is: its ids and name. */
export interface SavedBuildRef {
  /** The server's id (a UUID). */
  id: string;
  /** The short public id its link uses. */
  url: string;
  /** Its name in the account (the title it was saved under). */
  name: string;
}

/**
 * The saved build this planner knows, with the exact build object that is stored under it: while
 * the planner shows that very object, the build is unchanged since it was saved or loaded.
 */
interface KnownSavedBuild extends SavedBuildRef {
  build: Build;
  /** The game version the planner migrated it to since it was loaded or saved: noted on save. */
  migratedTo?: string;
}

interface LinkDialogState {
  busy: boolean;
  url: string | null;
  error: string | null;
}

/** The Save and Overwrite dialogs' request. */
interface SaveRequestState {
  /** The current request's number: an answer to an older one (or to a closed dialog) is moot. */
  request: number;
  busy: boolean;
  /** The spec's failure text (or the server's message), shown inside the open dialog. */
  error: string | null;
  /**
   * After a save the server stored as Restricted: the build as stored, handed back to the planner
   * when the moderation alert's OK reloads the page.
   */
  restricted: SavedBuild | null;
  /** The note the player wrote in the Save dialog, kept for the Overwrite that may follow. */
  note: string;
}

export interface PlannerUi {
  /** The tree shown on phones (one tree at a time), by position in the class. */
  mobileTreeIndex: number;
  searchQuery: string;
  /** Which search match Enter has stepped to. */
  searchMatchIndex: number;
  dialog: PlannerDialog | null;
  moderationMessage: string;
  success: { title: string; message: string };
  /** The Leveling Build's cap slider is frozen. */
  capLocked: boolean;
  /** The character panel under the toolbar is open. */
  characterPanelOpen: boolean;
  notice: PlannerNotice | null;
}

/** Requests to the server that the planner waits on. */
export interface PlannerRequests {
  link: LinkDialogState;
  save: SaveRequestState;
}

/** What a save answered, as the store needs it (see `buildSaved`). */
interface SaveAnswer {
  outcome: SaveOutcome;
  build: SavedBuild;
}

/** The build slice's actions: every edit of the build, its loads, undo and redo. */
export interface BuildActions {
  allocateSkill: (skillId: number) => void;
  deallocateSkill: (skillId: number) => void;
  chooseSlotSkill: (kind: SlotKind, slot: number, skillId: number | null) => void;
  setSkillPointCap: (cap: number | null) => void;
  /**
   * States the character the build is for (its budget replaces the cap), or stops planning for
   * one (null). Consecutive edits of a stated character form one undo step.
   */
  setCharacter: (character: BuildCharacter | null) => void;
  /** Buys or skips one skill-point trait of the stated character, by its Combat level. */
  toggleCombatTrait: (combatLevel: number) => void;
  setAdvancedTrainerAccess: (slug: ClassSlug, value: boolean) => void;
  /** Ticks or unticks a row of the unlock checklist (an advanced trainer row is its access). */
  tickUnlock: (id: UnlockRowId, value: boolean) => void;
  setAllAdvancedTrainerAccess: (value: boolean) => void;
  editBuildText: (texts: { title: string; description: string }) => void;
  saveTags: (tags: { tags: readonly string[]; typeTags: readonly string[] }) => void;
  editGuide: (text: string) => void;
  setLevelingOrder: (value: boolean) => void;
  /** The Build Listing selector: Private or Public, as the engine allows (undoable). */
  chooseListing: (listing: ChosenListing) => void;
  selectClass: (slug: ClassSlug) => void;
  /** A build from an import file: replaces the build (undoable) and marks it imported. */
  importBuild: (build: Build) => void;
  /**
   * A build from outside (a link, a share code, a hand-over): replaces the build. With another
   * game data index the history is cleared, since older builds belong to the other data. A
   * hand-over of a saved build says which one it is (`saved`).
   */
  loadSharedBuild: (
    build: Build,
    options?: {
      imported?: boolean;
      index?: GameIndex;
      notice?: PlannerNotice | null;
      saved?: SavedBuildRef | null;
    },
  ) => void;
  /**
   * Plans the build for another game mode: its mode-specific skills swapped for their twins
   * (undoable), the trees showing that mode's skills, and a notice saying what changed.
   */
  switchGameMode: (mode: GameMode) => void;
  /**
   * Migrates the build to other game data (the current version): keeps what still fits,
   * refunds the rest, and a notice lists what it did.
   */
  switchGameData: (index: GameIndex) => void;
  resetBuild: () => void;
  undo: () => void;
  redo: () => void;
}

/** The UI slice's actions: what the page shows, never the build. */
export interface UiActions {
  toggleCapLock: () => void;
  toggleCharacterPanel: () => void;
  showTree: (position: number) => void;
  stepTree: (delta: 1 | -1) => void;
  setSearchQuery: (query: string) => void;
  stepSearch: (delta: 1 | -1) => void;
  openDialog: (dialog: PlainDialog) => void;
  closeDialog: () => void;
  showSuccess: (title: string, message: string) => void;
  showNotice: (notice: PlannerNotice | null) => void;
}

/** The requests slice's actions: Link and Save, and what their answers open. */
export interface RequestActions {
  linkRequested: () => void;
  linkCreated: (url: string) => void;
  linkFailed: (message: string) => void;
  linkRefusedByModeration: (message: string) => void;
  /** Opens the Save dialog, clear of an earlier attempt's error. */
  openSave: () => void;
  /**
   * A save (from the Save dialog) or an overwrite (from the Overwrite dialog) is sent: the
   * request's number, which its answer must bring back.
   */
  saveRequested: () => number;
  /** The Save dialog's note for the revision the save keeps. */
  setSaveNote: (note: string) => void;
  /** The account already has a build of this name: the Overwrite dialog asks. */
  saveConflicted: (request: number) => void;
  /** Every save slot is used: Build Limit Reached. */
  saveRefusedByLimit: (request: number) => void;
  /** The save failed: its text inside the open dialog. */
  saveFailed: (request: number, message: string) => void;
  /**
   * The server stored the build (`sent` is the planner build that was sent): the planner
   * remembers which saved build it is, takes the server's listing, and shows Success or, for a
   * Restricted outcome, the moderation alert.
   */
  buildSaved: (request: number, answer: SaveAnswer, sent: Build) => void;
}

export type PlannerActions = BuildActions & UiActions & RequestActions;

export interface PlannerState {
  index: GameIndex;
  build: Build;
  imported: boolean;
  /** The saved build this planner build was saved as or loaded from; null when none. */
  saved: KnownSavedBuild | null;
  history: UndoHistory;
  ui: PlannerUi;
  requests: PlannerRequests;
  actions: PlannerActions;
}

/** Immer's `set` of the store, as every slice receives it. */
export type PlannerSet = (recipe: (draft: Draft<PlannerState>) => void) => void;
/** The store's `get`. */
export type PlannerGet = () => PlannerState;
