import { describe, expect, it, vi } from 'vitest';
import type { SharedBuildLink } from '../../../src/api/buildLink';
import { ApiRequestError } from '../../../src/api/requestJson';
import { bootPlanner } from '../../../src/planner/sharing/bootPlanner';
import { encodeShareCode } from '../../../src/skills/shareCode';
import {
  gameIndex,
  launchIndex,
  plannerStore,
  trooperBuild,
} from '../../../stories/planner/fixtures/plannerFixtures';
import { HANDOVER_FAILED } from '../../../src/builds/open/openHandedOver';
import { SHARED_LINK_FAILED, SHARED_LINK_MISSING } from '../../../src/builds/open/openLink';

const loadIndex = vi.fn((version?: string) =>
  Promise.resolve(version === 'launch' ? launchIndex : gameIndex),
);
const none = { linkId: null, shareCode: null, handover: null, session: null, loadIndex };
const link = (overrides: Partial<SharedBuildLink> = {}): SharedBuildLink => ({
  data: trooperBuild(),
  build_name: 'Linked Build',
  build_guide: '# From the link',
  url: 'abc',
  game_version: '1.5',
  ...overrides,
});

describe('bootPlanner', () => {
  it('opens a new build on the current data when there is nothing to open', async () => {
    const store = await bootPlanner(none);
    expect(store.getState().build.characterBuild).toEqual([]);
    expect(store.getState().index).toBe(gameIndex);
    expect(store.getState().ui.notice).toBeNull();
  });

  it('keeps the visit’s build when nothing else is asked for', async () => {
    const session = plannerStore(trooperBuild());
    expect(await bootPlanner({ ...none, session })).toBe(session);
    expect(session.getState().build.buildTitle).toBe('Gravity Gunner');
  });

  it('opens a build link as imported, with its name and guide', async () => {
    const fetchLink = vi.fn(() => Promise.resolve(link()));
    const store = await bootPlanner({ ...none, linkId: 'abc', fetchLink });
    expect(fetchLink).toHaveBeenCalledWith('abc');
    const { build, imported } = store.getState();
    expect(imported).toBe(true);
    expect(build.buildTitle).toBe('Linked Build');
    expect(build.buildGuide).toBe('# From the link');
    expect(build.characterBuild).toEqual(trooperBuild().characterBuild);
  });

  it('says when a link is missing or broken, and keeps a usable planner', async () => {
    const missing = vi.fn(() => Promise.reject(new ApiRequestError('gone', 404)));
    const store = await bootPlanner({ ...none, linkId: 'gone', fetchLink: missing });
    expect(store.getState().ui.notice).toMatchObject({
      tone: 'error',
      title: SHARED_LINK_FAILED,
      lines: [SHARED_LINK_MISSING],
    });
    const broken = vi.fn(() => Promise.resolve(link({ data: { nope: true } })));
    const other = await bootPlanner({ ...none, linkId: 'x', fetchLink: broken });
    expect(other.getState().ui.notice?.title).toBe(SHARED_LINK_FAILED);
    expect(other.getState().imported).toBe(false);
  });

  it('opens a share code exactly, and keeps the visit when the code is its own', async () => {
    const build = trooperBuild();
    const code = encodeShareCode(build, gameIndex);
    const store = await bootPlanner({ ...none, shareCode: code });
    expect(store.getState().build.characterBuild).toEqual(build.characterBuild);
    expect(store.getState().build.levellingPlan).toEqual(build.levellingPlan);
    expect(store.getState().build.activeTechniques).toEqual(build.activeTechniques);

    const session = plannerStore(build);
    expect(await bootPlanner({ ...none, shareCode: code, session })).toBe(session);
    expect(session.getState().build.buildTitle).toBe('Gravity Gunner');
  });

  it('loads a hand-over first, not imported, and says when it is not a build', async () => {
    const store = await bootPlanner({
      ...none,
      handover: { data: trooperBuild() },
      linkId: 'ignored',
    });
    expect(store.getState().build.buildTitle).toBe('Gravity Gunner');
    expect(store.getState().imported).toBe(false);
    const bad = await bootPlanner({ ...none, handover: { data: [] } });
    expect(bad.getState().ui.notice?.title).toBe(HANDOVER_FAILED);
  });
});
