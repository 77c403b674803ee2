import { describe, expect, it, vi } from 'vitest';
import type { SharedBuildLink } from '../../../src/api/buildLink';
import { CURRENT_GAME_VERSION } from '../../../src/api/gameDataChunk';
import { ApiRequestError } from '../../../src/api/requestJson';
import {
  parseHandedOverBuild,
  readHandedOverValue,
} from '../../../src/api/contract/handedOverBuild';
import type { OpenOutcome } from '../../../src/builds/open/openedBuild';
import { isOpened } from '../../../src/builds/open/openedBuild';
import { HANDOVER_FAILED, openHandedOver } from '../../../src/builds/open/openHandedOver';
import {
  openLink,
  SHARED_LINK_FAILED,
  SHARED_LINK_MISSING,
} from '../../../src/builds/open/openLink';
import {
  openShareCode,
  SHARE_CODE_FAILED,
  shareCodeNotice,
} from '../../../src/builds/open/openShareCode';
import { encodeShareCode } from '../../../src/skills/shareCode';
import {
  GUNNERY,
  gameIndex,
  launchIndex,
  plannerStore,
  trooperBuild,
} from '../../../stories/planner/fixtures/plannerFixtures';
import { SAVED_ID, SAVED_URL, savedBuildOf } from '../../../stories/planner/fixtures/savedBuilds';

const loadIndex = vi.fn((version?: string) =>
  Promise.resolve(version === 'launch' ? launchIndex : gameIndex),
);
const link = (overrides: Partial<SharedBuildLink> = {}): SharedBuildLink => ({
  data: trooperBuild(),
  build_name: 'Linked Build',
  build_guide: '# From the link',
  url: 'abc',
  game_version: '1.5',
  ...overrides,
});
const ORIGIN = { url: 'k7Qm2xPz9A', title: 'Sandworm Bait', author: 'Stilgar' };

/** The opened build, failing the test when the outcome is a notice. */
function opened(outcome: OpenOutcome) {
  if (!isOpened(outcome)) throw new Error(`not opened: ${outcome.title}`);
  return outcome;
}

describe('opening a build link (no store)', () => {
  it('opens as imported, with the link’s name and guide', async () => {
    const fetchLink = vi.fn(() => Promise.resolve(link()));
    const result = opened(await openLink('abc', null, fetchLink, loadIndex));
    expect(fetchLink).toHaveBeenCalledWith('abc');
    expect(result).toMatchObject({ imported: true, notice: null, index: gameIndex });
    expect(result.build.buildTitle).toBe('Linked Build');
    expect(result.build.buildGuide).toBe('# From the link');
    expect(result.build.characterBuild).toEqual(trooperBuild().characterBuild);
  });

  it('says when a link is missing, unreachable or broken', async () => {
    const missing = vi.fn(() => Promise.reject(new ApiRequestError('gone', 404)));
    expect(await openLink('gone', null, missing, loadIndex)).toEqual({
      tone: 'error',
      title: SHARED_LINK_FAILED,
      lines: [SHARED_LINK_MISSING],
    });
    const offline = vi.fn(() => Promise.reject(new TypeError('offline')));
    expect(await openLink('x', null, offline, loadIndex)).toMatchObject({
      title: SHARED_LINK_FAILED,
      lines: ['Please check your connection and try again.'],
    });
    const broken = vi.fn(() => Promise.resolve(link({ data: { nope: true } })));
    const result = await openLink('x', null, broken, loadIndex);
    expect(isOpened(result)).toBe(false);
    expect(result).toMatchObject({ tone: 'error', title: SHARED_LINK_FAILED });
  });

  it('takes later skill changes from the address, keeping the link’s texts and origin', async () => {
    const more = plannerStore(trooperBuild());
    more.getState().actions.allocateSkill(GUNNERY.disruptorDamage);
    const code = encodeShareCode(more.getState().build, gameIndex);
    const fetchLink = vi.fn(() =>
      Promise.resolve(link({ data: { ...trooperBuild(), buildOrigin: ORIGIN } })),
    );
    const { build } = opened(await openLink('abc', code, fetchLink, loadIndex));
    expect(build.buildTitle).toBe('Linked Build');
    expect(build.buildOrigin).toEqual(ORIGIN);
    expect(build.characterBuild.some((e) => e.skillId === GUNNERY.disruptorDamage)).toBe(true);
  });
});

describe('opening a share code (no store)', () => {
  it('opens a code exactly, without a notice', async () => {
    const build = trooperBuild();
    const result = opened(await openShareCode(encodeShareCode(build, gameIndex), loadIndex));
    expect(result.build.characterBuild).toEqual(build.characterBuild);
    expect(result.build.levellingPlan).toEqual(build.levellingPlan);
    expect(result.build.activeTechniques).toEqual(build.activeTechniques);
    expect(result.imported).toBe(false);
  });

  it('opens a code made for other game data with that data, offering the current one', async () => {
    const launchBuild = plannerStore(undefined, { index: launchIndex });
    launchBuild.getState().actions.allocateSkill(GUNNERY.rangedDamage);
    const code = encodeShareCode(launchBuild.getState().build, launchIndex);
    const result = opened(await openShareCode(code, loadIndex));
    expect(result.index).toBe(launchIndex);
    expect(result.notice).toMatchObject({ tone: 'info', otherGameVersion: 'launch' });
  });

  it('keeps opening an old code and link with the old data after the build was migrated', async () => {
    const store = plannerStore(undefined, { index: launchIndex });
    store.getState().actions.allocateSkill(GUNNERY.rangedDamage);
    const launchBuild = store.getState().build;
    const code = encodeShareCode(launchBuild, launchIndex);
    store.getState().actions.switchGameData(gameIndex);
    expect(store.getState().index).toBe(gameIndex);
    expect(store.getState().ui.notice?.title).toBe(`Migrated to ${gameIndex.data.version}.`);

    const again = opened(await openShareCode(code, loadIndex));
    expect(again.index).toBe(launchIndex);
    expect(again.notice).toMatchObject({ otherGameVersion: 'launch' });
    const fetchLink = vi.fn(() =>
      Promise.resolve(link({ data: launchBuild, game_version: 'launch' })),
    );
    const linked = opened(await openLink('abc', null, fetchLink, loadIndex));
    expect(linked.index).toBe(launchIndex);
    expect(linked.build.characterBuild).toEqual(launchBuild.characterBuild);
  });

  it('says a damaged code cannot be read', async () => {
    expect(await openShareCode('1zzzzzz', loadIndex)).toMatchObject({
      tone: 'error',
      title: SHARE_CODE_FAILED,
    });
  });

  it('words what changed since the code was made', () => {
    const current = CURRENT_GAME_VERSION;
    expect(shareCodeNotice(current, current, true, [])).toBeNull();
    expect(shareCodeNotice(current, current, false, [])).toMatchObject({
      tone: 'info',
      title: 'The game data changed since this build was shared; everything in it still fits.',
    });
    expect(shareCodeNotice(current, current, false, ['Gone'])).toMatchObject({
      tone: 'warning',
      lines: ['Gone'],
    });
    expect(shareCodeNotice('0.9', current, true, ['Gone'])?.title).toBe(
      'This build was made for game data "0.9", which this planner does not have. What no longer fits was left out:',
    );
  });
});

describe('opening a hand-over or a saved build’s record (no store)', () => {
  it('reads a saved build’s full form: ids, listing, likes, author and version', () => {
    const saved = savedBuildOf(trooperBuild(), { sharing: 'Public', likes: 7 });
    expect(readHandedOverValue(JSON.parse(JSON.stringify(saved)))).toMatchObject({
      title: 'Gravity Gunner',
      sharing: 'Public',
      likes: 7,
      saved: { id: SAVED_ID, url: SAVED_URL },
      url: SAVED_URL,
    });
    expect(parseHandedOverBuild('{not json')).toBeNull();
    expect(readHandedOverValue([])).toBeNull();
  });

  it('opens a saved build as the player’s own, not imported, listed as stored', async () => {
    const saved = savedBuildOf(trooperBuild(), { sharing: 'Public', likes: 3 });
    const handover = parseHandedOverBuild(JSON.stringify(saved));
    if (!handover) throw new Error('no hand-over');
    const result = opened(await openHandedOver(handover, loadIndex));
    expect(result).toMatchObject({ imported: false, notice: null, index: gameIndex });
    expect(result.build).toMatchObject({ buildSharing: 'Public', buildLikes: 3 });
    expect(result.saved).toEqual({ id: SAVED_ID, url: SAVED_URL, name: 'Gravity Gunner' });
  });

  it('opens a record on the game data it names, else on the current data', async () => {
    loadIndex.mockClear();
    await openHandedOver({ data: trooperBuild() }, loadIndex, 'launch');
    await openHandedOver({ data: trooperBuild() }, loadIndex, 'no-such-data');
    await openHandedOver({ data: trooperBuild() }, loadIndex);
    expect(loadIndex.mock.calls).toEqual([['launch'], [CURRENT_GAME_VERSION], []]);
  });

  it('says when a hand-over is not a build, with the engine’s reason', async () => {
    const result = await openHandedOver({ data: [] }, loadIndex);
    expect(result).toMatchObject({ tone: 'error', title: HANDOVER_FAILED });
    expect(isOpened(result) ? [] : result.lines).toHaveLength(1);
  });

  it('keeps a valid origin and drops a damaged one without refusing the build', async () => {
    const kept = opened(
      await openHandedOver({ data: { ...trooperBuild(), buildOrigin: ORIGIN } }, loadIndex),
    );
    expect(kept.build.buildOrigin).toEqual(ORIGIN);
    const damaged = { ...ORIGIN, url: '../../logout' };
    const dropped = opened(
      await openHandedOver({ data: { ...trooperBuild(), buildOrigin: damaged } }, loadIndex),
    );
    expect(dropped.build.buildOrigin).toBeUndefined();
    expect(dropped.build.buildTitle).toBe('Gravity Gunner');
  });
});
