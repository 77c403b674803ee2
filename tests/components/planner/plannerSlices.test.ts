import { describe, expect, it } from 'vitest';
import { reusableLinkId } from '../../../src/planner/actions/useBuildLink';
import { saveBuildBody } from '../../../src/planner/actions/useSaveBuild';
import {
  IMPORTED_LISTING_MESSAGE,
  RESTRICTED_LISTING_MESSAGE,
  listingChoice,
} from '../../../src/skills/buildListing';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import {
  gameIndex,
  plannerStore,
  trooperBuild,
} from '../../../stories/planner/fixtures/plannerFixtures';
import { SAVED_ID, SAVED_URL, saveAnswer } from '../../../stories/planner/fixtures/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../../../src/api/contract/savedBuildsTexts';

/** A store whose Save dialog is open and whose save was sent: the request's number. */
function sentSave(store: ReturnType<typeof plannerStore>) {
  store.getState().actions.openSave();
  return store.getState().actions.saveRequested();
}

describe('the build slice', () => {
  it('lists a build Public or Private as an undoable edit', () => {
    const store = plannerStore(trooperBuild());
    const { actions } = store.getState();
    actions.chooseListing('Public');
    expect(store.getState().build.buildSharing).toBe('Public');
    actions.chooseListing('Public');
    expect(store.getState().history.past).toHaveLength(1);
    actions.undo();
    expect(store.getState().build.buildSharing).toBe('Private');
    actions.redo();
    expect(store.getState().build.buildSharing).toBe('Public');
  });

  it('refuses a listing for an imported or a Restricted build, as the selector says', () => {
    const imported = plannerStore(trooperBuild(), { imported: true });
    imported.getState().actions.chooseListing('Public');
    expect(imported.getState().build.buildSharing).toBe('Private');
    expect(listingChoice(imported.getState().build, true)).toEqual({
      enabled: false,
      reason: IMPORTED_LISTING_MESSAGE,
    });

    const restricted = plannerStore({ ...trooperBuild(), buildSharing: 'Restricted' });
    restricted.getState().actions.chooseListing('Private');
    expect(restricted.getState().build.buildSharing).toBe('Restricted');
    expect(listingChoice(restricted.getState().build, false)).toMatchObject({
      reason: RESTRICTED_LISTING_MESSAGE,
    });
    expect(restricted.getState().history.past).toHaveLength(0);
  });

  it('knows the saved build a hand-over opened, across class switches but not edits', () => {
    const build = { ...trooperBuild(), buildSharing: 'Public' as const };
    const store = plannerStore(emptyBuild());
    store.getState().actions.loadSharedBuild(build, {
      saved: { id: SAVED_ID, url: SAVED_URL, name: build.buildTitle },
    });
    expect(store.getState().saved).toMatchObject({ id: SAVED_ID, url: SAVED_URL });
    expect(reusableLinkId(store.getState())).toBe(SAVED_URL);

    store.getState().actions.selectClass('mentat');
    expect(reusableLinkId(store.getState())).toBe(SAVED_URL);

    store.getState().actions.setLevelingOrder(false);
    expect(reusableLinkId(store.getState())).toBeNull();
    store.getState().actions.undo();
    expect(reusableLinkId(store.getState())).toBe(SAVED_URL);
  });

  it('never reuses a Private or Restricted saved build’s address: others could not open it', () => {
    for (const buildSharing of ['Private', 'Restricted', 'Exported'] as const) {
      const build = { ...trooperBuild(), buildSharing };
      const store = plannerStore(build, {
        saved: { id: SAVED_ID, url: SAVED_URL, name: build.buildTitle },
      });
      expect(store.getState().saved?.build).toBe(build);
      expect(reusableLinkId(store.getState()), buildSharing).toBeNull();
    }
  });
});

describe('the requests slice: saving', () => {
  it('opens the Save dialog fresh and marks the request busy', () => {
    const store = plannerStore(trooperBuild());
    const request = sentSave(store);
    expect(store.getState().ui.dialog).toBe('save');
    expect(store.getState().requests.save).toMatchObject({ request, busy: true, error: null });
  });

  it('takes a saved answer: the saved identity, the server’s listing and Build Saved', () => {
    const build = { ...trooperBuild(), buildSharing: 'Exported' as const };
    const store = plannerStore(build);
    const request = sentSave(store);
    store.getState().actions.buildSaved(request, saveAnswer(build, 'CREATED'), build);
    const state = store.getState();
    expect(state.build.buildSharing).toBe('Private');
    expect(state.history.past).toHaveLength(0);
    expect(state.saved).toEqual({
      id: SAVED_ID,
      url: SAVED_URL,
      name: 'Gravity Gunner',
      build: state.build,
    });
    expect(state.ui.dialog).toBe('success');
    expect(state.ui.success).toEqual({ title: 'Build Saved', message: SAVED_BUILD_TEXTS.saved });
    expect(state.requests.save.busy).toBe(false);
    // Saved Private: a Link makes a copy anyone can open.
    expect(reusableLinkId(state)).toBeNull();
  });

  it('shows Build Updated after an overwrite', () => {
    const build = trooperBuild();
    const store = plannerStore(build);
    const first = sentSave(store);
    store.getState().actions.saveConflicted(first);
    expect(store.getState().ui.dialog).toBe('overwrite');
    const second = store.getState().actions.saveRequested();
    store.getState().actions.buildSaved(second, saveAnswer(build, 'UPDATED'), build);
    expect(store.getState().ui.success).toEqual({
      title: 'Build Updated',
      message: SAVED_BUILD_TEXTS.updated,
    });
  });

  it('shows the moderation alert for a restricted outcome and keeps the build to hand back', () => {
    const build = { ...trooperBuild(), buildSharing: 'Public' as const };
    const store = plannerStore(build);
    const request = sentSave(store);
    const answer = saveAnswer(build, 'CREATED_AS_RESTRICTED');
    store.getState().actions.buildSaved(request, answer, build);
    const state = store.getState();
    expect(state.build.buildSharing).toBe('Restricted');
    expect(state.ui).toMatchObject({
      dialog: 'moderation',
      moderationMessage: SAVED_BUILD_TEXTS.savedRestricted,
    });
    expect(state.requests.save.restricted).toEqual(answer.build);
    expect(reusableLinkId(state)).toBeNull();
    state.actions.closeDialog();
    expect(store.getState().requests.save.restricted).toBeNull();
  });

  it('says updatedRestricted for an overwrite stored as Restricted', () => {
    const build = trooperBuild();
    const store = plannerStore(build);
    const request = sentSave(store);
    store.getState().actions.buildSaved(request, saveAnswer(build, 'UPDATED_AS_RESTRICTED'), build);
    expect(store.getState().ui.moderationMessage).toBe(SAVED_BUILD_TEXTS.updatedRestricted);
  });

  it('keeps a failure inside the open dialog, and opens Build Limit Reached on the limit', () => {
    const store = plannerStore(trooperBuild());
    const request = sentSave(store);
    store.getState().actions.saveFailed(request, SAVED_BUILD_TEXTS.saveFailed);
    expect(store.getState().ui.dialog).toBe('save');
    expect(store.getState().requests.save).toMatchObject({
      busy: false,
      error: SAVED_BUILD_TEXTS.saveFailed,
    });
    const again = store.getState().actions.saveRequested();
    expect(store.getState().requests.save.error).toBeNull();
    store.getState().actions.saveRefusedByLimit(again);
    expect(store.getState().ui.dialog).toBe('buildLimit');
  });

  it('ignores an answer to an older request or to a closed dialog', () => {
    const build = trooperBuild();
    const store = plannerStore(build);
    const older = sentSave(store);
    const newer = store.getState().actions.saveRequested();
    store.getState().actions.saveFailed(older, 'late');
    expect(store.getState().requests.save).toMatchObject({ busy: true, error: null });

    store.getState().actions.closeDialog();
    store.getState().actions.buildSaved(newer, saveAnswer(build, 'CREATED'), build);
    expect(store.getState().ui.dialog).toBeNull();
    expect(store.getState().saved).toBeNull();
  });

  it('remembers what was sent when the build changed while the save was on its way', () => {
    const build = trooperBuild();
    const store = plannerStore(build);
    const request = sentSave(store);
    store.getState().actions.setLevelingOrder(false);
    const edited = store.getState().build;
    store.getState().actions.buildSaved(request, saveAnswer(build, 'CREATED'), build);
    expect(store.getState().build).toBe(edited);
    expect(store.getState().saved?.build).toEqual(build);
    expect(reusableLinkId(store.getState())).toBeNull();
  });
});

describe('what a save sends', () => {
  it('sends the title, the guide and the build listed as the selector shows it', () => {
    const exported = { ...trooperBuild(), buildSharing: 'Exported' as const };
    const body = saveBuildBody(exported, gameIndex);
    expect(body.build_name).toBe('Gravity Gunner');
    expect(body.build_guide).toBe(exported.buildGuide);
    expect(body.data.buildSharing).toBe('Private');
    expect(body.data.skillpoints).toBe(trooperBuild().skillpoints);
    expect(
      saveBuildBody({ ...exported, buildSharing: 'Public' }, gameIndex).data.buildSharing,
    ).toBe('Public');
  });
});
