import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverSavedBuild } from '../../../src/api/savedBuilds/handover';
import { LOAD_BUILD_KEY } from '../../../src/api/contract/plannerOpening';
import { reusableLinkId } from '../../../src/planner/actions/useBuildLink';
import { bootPlanner } from '../../../src/planner/sharing/bootPlanner';
import { takeHandedOverBuild } from '../../../src/planner/sharing/loadBuildHandoff';
import {
  gameIndex,
  plannerStore,
  trooperBuild,
} from '../../../stories/planner/fixtures/plannerFixtures';
import { SAVED_ID, SAVED_URL, savedBuildOf } from '../../../stories/planner/fixtures/savedBuilds';
import { parseHandedOverBuild } from '../../../src/api/contract/handedOverBuild';

const loadIndex = vi.fn(() => Promise.resolve(gameIndex));
const none = { linkId: null, shareCode: null, handover: null, session: null, loadIndex };

afterEach(() => {
  localStorage.clear();
});

describe('a saved build handed to the planner (My Builds’ Load, the reload after moderation)', () => {
  it('keeps the saved build’s ids, listing and likes from the full form', () => {
    const saved = savedBuildOf(trooperBuild(), { sharing: 'Public', likes: 7 });
    expect(handOverSavedBuild(saved)).toBe(true);
    const handover = takeHandedOverBuild();
    expect(localStorage.getItem(LOAD_BUILD_KEY)).toBeNull();
    expect(handover).toMatchObject({
      title: 'Gravity Gunner',
      sharing: 'Public',
      likes: 7,
      saved: { id: SAVED_ID, url: SAVED_URL },
    });
  });

  it('drops ids that are not a saved build’s', () => {
    const saved = savedBuildOf(trooperBuild());
    for (const broken of [
      { ...saved, id: 'not-a-uuid' },
      { ...saved, url: '' },
      { ...saved, url: 42 },
      { ...saved, url: 'x'.repeat(200) },
    ]) {
      expect(parseHandedOverBuild(JSON.stringify(broken))?.saved).toBeUndefined();
    }
  });

  it('opens as the player’s own saved build: not imported, listed as stored, its link reused', async () => {
    const saved = savedBuildOf(trooperBuild(), { sharing: 'Public', likes: 3 });
    const store = await bootPlanner({
      ...none,
      handover: parseHandedOverBuild(JSON.stringify(saved)),
    });
    const state = store.getState();
    expect(state.imported).toBe(false);
    expect(state.build.buildSharing).toBe('Public');
    expect(state.build.buildLikes).toBe(3);
    expect(state.saved).toMatchObject({ id: SAVED_ID, url: SAVED_URL, name: 'Gravity Gunner' });
    expect(reusableLinkId(state)).toBe(SAVED_URL);
  });

  it('brings a Restricted build back Restricted, never to be linked by its address', async () => {
    const saved = savedBuildOf(trooperBuild(), { sharing: 'Restricted' });
    const session = plannerStore();
    const store = await bootPlanner({
      ...none,
      session,
      handover: parseHandedOverBuild(JSON.stringify(saved)),
    });
    expect(store).toBe(session);
    expect(store.getState().build.buildSharing).toBe('Restricted');
    expect(store.getState().saved?.url).toBe(SAVED_URL);
    expect(reusableLinkId(store.getState())).toBeNull();
  });

  it('opens a hand-over without ids (an older page’s) with no saved build', async () => {
    const store = await bootPlanner({ ...none, handover: { data: trooperBuild() } });
    expect(store.getState().saved).toBeNull();
  });
});
