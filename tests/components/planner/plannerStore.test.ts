import { describe, expect, it, vi } from 'vitest';
import { HISTORY_LIMIT } from '../../../src/planner/store/history';
import {
  selectCanRedo,
  selectCanUndo,
  selectCurrentMatch,
  selectSearchMatches,
} from '../../../src/planner/store/selectors';
import { revisionNoteOf, saveBuildBody } from '../../../src/planner/actions/useSaveBuild';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import {
  GUNNERY,
  SUSPENSOR,
  gameIndex,
  launchIndex,
  levelingBuild,
  plannerStore,
  redBuild,
  trooperBuild,
} from '../../../stories/planner/fixtures/plannerFixtures';
import {
  selectClassTrees,
  selectSlotOptions,
  selectSpent,
  selectSpentByClass,
  selectTreeNodeStates,
} from '../../../src/builds/buildSelectors';

const levelOf = (store: ReturnType<typeof plannerStore>, skillId: number) =>
  store.getState().build.characterBuild.find((entry) => entry.skillId === skillId)?.level ?? 0;

describe('the planner store', () => {
  it('allocates and deallocates through the engine, and refuses what the engine refuses', () => {
    const store = plannerStore();
    const { actions } = store.getState();
    actions.allocateSkill(GUNNERY.rangedDamage);
    actions.allocateSkill(GUNNERY.rangedDamage);
    expect(levelOf(store, GUNNERY.rangedDamage)).toBe(2);
    expect(selectSpent(store.getState())).toBe(4);
    expect(store.getState().build.levellingPlan.map((s) => s.level)).toEqual([1, 2]);

    const before = store.getState().build;
    actions.allocateSkill(GUNNERY.energyCapsule); // prerequisites not met
    expect(store.getState().build).toBe(before);
    expect(store.getState().history.past).toHaveLength(2);

    actions.deallocateSkill(GUNNERY.rangedDamage);
    expect(levelOf(store, GUNNERY.rangedDamage)).toBe(1);
    expect(store.getState().build.levellingPlan).toHaveLength(1);
  });

  it('undoes and redoes every change, and a new change clears redo', () => {
    const store = plannerStore();
    const { actions } = store.getState();
    actions.allocateSkill(GUNNERY.rangedDamage);
    actions.setAdvancedTrainerAccess('trooper', true);
    actions.editBuildText({ title: 'Sniper', description: 'Long range' });
    actions.saveTags({ tags: ['Sniper'], typeTags: ['Leveling Build'] });
    expect(store.getState().build.customSkillPointCap).toBe(200);

    actions.undo();
    expect(store.getState().build.buildTags).toEqual([]);
    expect(store.getState().build.customSkillPointCap).toBeNull();
    actions.undo();
    expect(store.getState().build.buildTitle).toBe('Build Title');
    actions.undo();
    expect(store.getState().build.advancedTrainerAccess.trooper).toBe(false);
    actions.undo();
    expect(store.getState().build.characterBuild).toEqual([]);
    expect(selectCanUndo(store.getState())).toBe(false);
    actions.undo(); // nothing left: no change
    expect(store.getState().build.characterBuild).toEqual([]);

    actions.redo();
    actions.redo();
    expect(levelOf(store, GUNNERY.rangedDamage)).toBe(1);
    expect(store.getState().build.advancedTrainerAccess.trooper).toBe(true);
    expect(selectCanRedo(store.getState())).toBe(true);

    actions.allocateSkill(GUNNERY.centerOfMass);
    expect(selectCanRedo(store.getState())).toBe(false);
  });

  it('groups typing in the guide into one undo step, but not after a pause', () => {
    vi.useFakeTimers();
    try {
      const store = plannerStore();
      const { actions } = store.getState();
      for (const text of ['#', '# R', '# Ro', '# Rotation']) actions.editGuide(text);
      expect(store.getState().history.past).toHaveLength(1);
      vi.advanceTimersByTime(1500);
      actions.editGuide('# Rotation\n');
      expect(store.getState().history.past).toHaveLength(2);
      actions.undo();
      expect(store.getState().build.buildGuide).toBe('# Rotation');
      actions.undo();
      expect(store.getState().build.buildGuide).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most the history limit of steps', () => {
    const store = plannerStore();
    const { actions } = store.getState();
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) {
      actions.setLevelingOrder(i % 2 === 0 ? false : true);
    }
    expect(store.getState().history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('fills and clears active slots by the engine’s rules', () => {
    const store = plannerStore(trooperBuild());
    const { actions } = store.getState();
    expect(store.getState().build.activeAbilities[0]).toBe(SUSPENSOR.antiGravityField);
    const options = selectSlotOptions(store.getState(), 'ability', 2);
    expect(options[0]?.label).toBe('None');
    expect(options.find((o) => o.skillId === SUSPENSOR.antiGravityField)?.unavailable).toBe(true);

    actions.chooseSlotSkill('ability', 2, SUSPENSOR.antiGravityField); // held by slot 1: refused
    expect(store.getState().build.activeAbilities[2]).toBeNull();
    actions.chooseSlotSkill('ability', 2, SUSPENSOR.gravityField);
    expect(store.getState().build.activeAbilities[2]).toBe(SUSPENSOR.gravityField);
    actions.chooseSlotSkill('ability', 2, SUSPENSOR.gravityField); // the same again clears it
    expect(store.getState().build.activeAbilities[2]).toBeNull();
  });

  it('sets the cap within the slider range, groups dragging and obeys the lock', () => {
    const store = plannerStore(levelingBuild());
    const { actions } = store.getState();
    const spent = selectSpent(store.getState());
    actions.setSkillPointCap(spent - 5);
    expect(store.getState().build.customSkillPointCap).toBe(spent);
    actions.setSkillPointCap(40);
    actions.setSkillPointCap(41);
    expect(store.getState().history.past).toHaveLength(1);
    actions.toggleCapLock();
    actions.setSkillPointCap(100);
    expect(store.getState().build.customSkillPointCap).toBe(41);
  });

  it('ticks the master trainer box for every class', () => {
    const store = plannerStore(redBuild());
    store.getState().actions.setAllAdvancedTrainerAccess(true);
    const build = store.getState().build;
    expect(build.hasAllAdvancedTrainerAccess).toBe(true);
    expect(Object.values(build.advancedTrainerAccess).every(Boolean)).toBe(true);
  });

  it('switches class without an undo step and resets the phone tree', () => {
    const store = plannerStore();
    const { actions } = store.getState();
    actions.showTree(2);
    actions.selectClass('swordmaster');
    expect(store.getState().build.selectedClass).toBe('swordmaster');
    expect(store.getState().ui.mobileTreeIndex).toBe(0);
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(selectClassTrees(store.getState()).map((t) => t.name)).toEqual([
      'The Blade',
      'The Will',
      'The Way',
    ]);
  });

  it('wraps the phone tree arrows around', () => {
    const store = plannerStore();
    const { actions } = store.getState();
    actions.stepTree(-1);
    expect(store.getState().ui.mobileTreeIndex).toBe(2);
    actions.stepTree(1);
    expect(store.getState().ui.mobileTreeIndex).toBe(0);
  });

  it('steps through search matches and shows the tree of the match', () => {
    const store = plannerStore();
    const { actions } = store.getState();
    actions.setSearchQuery('grenade');
    const matches = selectSearchMatches(store.getState());
    expect(matches.length).toBeGreaterThanOrEqual(2);
    expect(selectCurrentMatch(store.getState())).toBe(matches[0]);
    actions.stepSearch(1);
    expect(store.getState().ui.searchMatchIndex).toBe(1);
    actions.stepSearch(-1);
    actions.stepSearch(-1);
    expect(store.getState().ui.searchMatchIndex).toBe(matches.length - 1);
    const last = matches[matches.length - 1];
    const trees = selectClassTrees(store.getState());
    expect(trees[store.getState().ui.mobileTreeIndex]?.id).toBe(last?.treeId);
  });

  it('imports a build as imported and can undo the import', () => {
    const store = plannerStore();
    store.getState().actions.importBuild(trooperBuild());
    expect(store.getState().imported).toBe(true);
    store.getState().actions.undo();
    expect(store.getState().imported).toBe(false);
    expect(store.getState().build.characterBuild).toEqual([]);
  });

  it('starts a new build in the same class, undoably', () => {
    const store = plannerStore({ ...trooperBuild(), selectedClass: 'mentat' });
    store.getState().actions.resetBuild();
    expect(store.getState().build).toEqual({ ...emptyBuild(), selectedClass: 'mentat' });
    store.getState().actions.undo();
    expect(store.getState().build.buildTitle).toBe('Gravity Gunner');
  });

  it('migrates the build to other game data and says what it did', () => {
    const store = plannerStore(trooperBuild());
    store.getState().actions.switchGameData(launchIndex);
    const state = store.getState();
    expect(state.index).toBe(launchIndex);
    expect(state.history.past).toHaveLength(0);
    expect(selectSpent(state)).toBeGreaterThan(0);
    expect(state.ui.notice?.title).toBe('Migrated to launch.');
    expect(state.ui.notice?.lines.length).toBeGreaterThan(0);
  });

  it('reads the trees on the new data after a migration that kept the build as it was', () => {
    const STUNNER = 37;
    const store = plannerStore(
      { ...emptyBuild(), selectedClass: 'mentat' },
      { index: launchIndex },
    );
    const before = store.getState();
    expect(selectTreeNodeStates(before, 5).get(STUNNER)?.maxLevel).toBe(1);
    store.getState().actions.switchGameData(gameIndex);
    const after = store.getState();
    expect(after.build).toBe(before.build);
    expect(after.ui.notice?.lines).toEqual([
      'Every skill and slot still fits: nothing was refunded.',
    ]);
    expect(selectTreeNodeStates(after, 5).get(STUNNER)?.maxLevel).toBe(3);
  });

  it('notes a saved build migrated in the planner on its next save, unless the player wrote a note', () => {
    const saved = { id: '0b7e3c52-6a1d-4f0e-9c84-2d5a7e1f9b30', url: 'k7Qm2xPz9A', name: 'Old' };
    const store = plannerStore(
      { ...emptyBuild(), selectedClass: 'mentat' },
      { index: launchIndex, saved },
    );
    const noteOf = () => {
      const { build, index, requests, saved: known } = store.getState();
      return saveBuildBody(build, index, revisionNoteOf(requests.save.note, known?.migratedTo))
        .revision_note;
    };
    expect(noteOf()).toBeUndefined();
    store.getState().actions.switchGameData(gameIndex);
    // The fixtures' current data is 1.5.
    const migrated = `Migrated to ${gameIndex.data.version}`;
    expect(noteOf()).toBe(migrated);
    const { actions } = store.getState();
    actions.openSave();
    actions.setSaveNote('  Retuned for 1.5.3.6 ');
    actions.saveRequested();
    // Kept through the request, for the Overwrite that may follow.
    expect(noteOf()).toBe('Retuned for 1.5.3.6');
    actions.openSave();
    expect(noteOf()).toBe(migrated);
  });

  it('runs the link dialog states', () => {
    const store = plannerStore();
    const { actions } = store.getState();
    actions.linkRequested();
    expect(store.getState().ui.dialog).toBe('copyLink');
    expect(store.getState().requests.link.busy).toBe(true);
    actions.linkCreated('https://x.test/skill-trees?link=abc');
    expect(store.getState().requests.link).toEqual({
      busy: false,
      url: 'https://x.test/skill-trees?link=abc',
      error: null,
    });
    actions.linkRefusedByModeration('Flagged.');
    expect(store.getState().ui).toMatchObject({
      dialog: 'moderation',
      moderationMessage: 'Flagged.',
    });
    actions.closeDialog();
    expect(store.getState().ui.dialog).toBeNull();
  });
});

describe('the planner selectors', () => {
  it('return the same objects for the same build', () => {
    const store = plannerStore(trooperBuild());
    const state = store.getState();
    expect(selectSpentByClass(state)).toBe(selectSpentByClass(state));
    expect(selectTreeNodeStates(state, 1)).toBe(selectTreeNodeStates(state, 1));
    expect(selectSlotOptions(state, 'technique', 1)).toBe(selectSlotOptions(state, 'technique', 1));
  });

  it('keep a tree’s node states when a change elsewhere leaves the tree as it was', () => {
    const store = plannerStore(trooperBuild());
    const tactical = selectTreeNodeStates(store.getState(), 3);
    const gunnery = selectTreeNodeStates(store.getState(), 1);
    store.getState().actions.setLevelingOrder(false);
    expect(selectTreeNodeStates(store.getState(), 3)).toBe(tactical);
    store.getState().actions.allocateSkill(GUNNERY.disruptorDamage);
    expect(selectTreeNodeStates(store.getState(), 1)).not.toBe(gunnery);
    expect(selectTreeNodeStates(store.getState(), 3)).toBe(tactical);
  });

  it('count SP per class', () => {
    const store = plannerStore(trooperBuild());
    const spent = selectSpentByClass(store.getState());
    expect(spent.trooper).toBe(selectSpent(store.getState()));
    expect(spent.mentat).toBe(0);
    expect(gameIndex.classesBySlug.size).toBe(5);
  });
});
