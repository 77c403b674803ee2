import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../src/api/requestJson';
import { isBuildLiked, readLikedBuilds, rememberLike } from '../../../src/api/likes/likedBuilds';
import { parseHandedOverBuild } from '../../../src/api/contract/handedOverBuild';
import { openHandedOver } from '../../../src/builds/open/openHandedOver';
import { allocateSkill } from '../../../src/skills/allocation';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { handOverAsNewBuild, originOf } from '../../../src/viewer/openInPlanner';
import {
  loadViewerBuild,
  readViewerRecord,
  takeViewerHandover,
} from '../../../src/viewer/viewerBuild';
import { UnreadableBuildError } from '../../../src/viewer/unreadableBuild';
import { gameIndex as index, savedViewerBuild } from './savedBuildFixture';

const loadIndex = () => Promise.resolve(index);
const build = {
  ...allocateSkill(emptyBuild(), index, 1),
  buildTitle: 'Inside title',
  buildSharing: 'Public' as const,
  buildLikes: 4,
};
const saved = savedViewerBuild(build);

describe('the viewer reading a build', () => {
  it('checks a saved build with the engine; its title, guide, author, url and likes win', async () => {
    const view = await loadViewerBuild('k7Qm2xPz9A', {
      fetchBuild: () => Promise.resolve(structuredClone(saved)),
      loadIndex,
    });
    expect(view.build.buildTitle).toBe('Saved title');
    expect(view.build.buildGuide).toBe('# Guide');
    expect(view.build.characterBuild).toEqual(build.characterBuild);
    expect(view).toMatchObject({ url: 'k7Qm2xPz9A', author: 'Stilgar', likes: 9, index });
  });

  it('passes a 404 on so the page says the build is not found', async () => {
    const missing = new ApiRequestError('Build not found.', 404);
    await expect(
      loadViewerBuild('nope', { fetchBuild: () => Promise.reject(missing), loadIndex }),
    ).rejects.toBe(missing);
  });

  it('reads bare build data (a hand-over) without a url or author', async () => {
    const view = await readViewerRecord(JSON.parse(JSON.stringify(build)), loadIndex);
    expect(view).toMatchObject({ url: null, author: null, likes: 4 });
    expect(view.build.buildTitle).toBe('Inside title');
  });

  it("refuses data the engine cannot read, with the engine's reason", async () => {
    await expect(readViewerRecord({ data: { buildTitle: 5 } }, loadIndex)).rejects.toBeInstanceOf(
      UnreadableBuildError,
    );
  });

  it('takes the hand-over once from currentBuildView, else loadBuild, removing both', () => {
    localStorage.setItem('loadBuild', JSON.stringify({ buildTitle: 'second' }));
    localStorage.setItem('currentBuildView', JSON.stringify({ buildTitle: 'first' }));
    expect(takeViewerHandover()).toEqual({ buildTitle: 'first' });
    expect(localStorage.getItem('loadBuild')).toBeNull();
    expect(localStorage.getItem('currentBuildView')).toBeNull();
    expect(takeViewerHandover()).toBeNull();
    localStorage.setItem('loadBuild', '{not json');
    expect(takeViewerHandover()).toBeNull();
    expect(localStorage.getItem('loadBuild')).toBeNull();
  });
});

describe('Open in planner', () => {
  it('hands over a copy the planner opens as a new build: no saved id or url, Private, no likes', () => {
    expect(handOverAsNewBuild({ ...build, buildTitle: 'Saved title' }, undefined)).toBe(true);
    const handed = parseHandedOverBuild(localStorage.getItem('load-build'));
    expect(handed?.saved).toBeUndefined();
    expect(handed?.data).toMatchObject({
      buildTitle: 'Saved title',
      buildSharing: 'Private',
      buildLikes: 0,
    });
    localStorage.removeItem('load-build');
  });

  it('remembers the viewed build it was copied from, through the planner’s opening', async () => {
    const viewed = { ...build, buildTitle: 'Saved title' };
    const origin = originOf(viewed, 'k7Qm2xPz9A', 'Stilgar');
    expect(origin).toEqual({ url: 'k7Qm2xPz9A', title: 'Saved title', author: 'Stilgar' });
    expect(handOverAsNewBuild(viewed, origin)).toBe(true);
    const handed = parseHandedOverBuild(localStorage.getItem('load-build'));
    localStorage.removeItem('load-build');
    if (!handed) throw new Error('no hand-over');
    const opened = await openHandedOver(handed, loadIndex);
    expect('build' in opened && opened.build.buildOrigin).toEqual(origin);
    expect('build' in opened && opened.saved).toBeUndefined();
  });

  it('keeps a copy’s own origin when the viewed build has no public id, and replaces it otherwise', () => {
    const first = { url: 'first00001', title: 'First', author: null };
    const copy = { ...build, buildOrigin: first };
    expect(originOf(copy, null, null)).toBe(first);
    expect(originOf(copy, 'second0002', 'Chani')).toEqual({
      url: 'second0002',
      title: 'Inside title',
      author: 'Chani',
    });
    expect(originOf(build, null, null)).toBeUndefined();
  });

  it('says so when local storage refuses the hand-over', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(handOverAsNewBuild(build, undefined, full)).toBe(false);
    expect(handOverAsNewBuild(build, undefined, null)).toBe(false);
  });
});

describe('the liked builds list', () => {
  it("keeps each url once, forgets an unliked one and ignores what it can't read", () => {
    localStorage.removeItem('liked-builds');
    rememberLike('a', true);
    rememberLike('b', true);
    rememberLike('a', true);
    expect(readLikedBuilds()).toEqual(['b', 'a']);
    rememberLike('b', false);
    expect(isBuildLiked('b')).toBe(false);
    expect(isBuildLiked('a')).toBe(true);
    localStorage.setItem('liked-builds', '{"a":1}');
    expect(readLikedBuilds()).toEqual([]);
    localStorage.setItem('liked-builds', '[1,"c"]');
    expect(readLikedBuilds()).toEqual(['c']);
    localStorage.removeItem('liked-builds');
  });
});
