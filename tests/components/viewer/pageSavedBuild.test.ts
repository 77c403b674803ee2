import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../src/api/contract/pageData';
import { allocateSkill } from '../../../src/skills/allocation';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import {
  markPageSavedBuildShown,
  pageOpenedBuildFor,
  pageSavedBuildFor,
} from '../../../src/viewer/pageSavedBuild';
import { gameIndex as index, savedViewerBuild } from './savedBuildFixture';

/**
 * The viewer's page build (its page data, server/pages/pageData.ts): only for the build the page
 * is about, and only until the viewer has shown it (a later visit asks the API afresh).
 */

const saved = savedViewerBuild({
  ...allocateSkill(emptyBuild(), index, 1),
  buildTitle: 'Saved title',
  buildLikes: 9,
});

describe('pageSavedBuildFor', () => {
  it('gives the build by its url or its id (any case), until it was shown', () => {
    const data: PageData = { viewerBuild: saved };
    for (const key of [saved.url, saved.id, saved.id.toUpperCase()]) {
      expect(pageSavedBuildFor(data, key)).toBe(saved);
    }
    markPageSavedBuildShown(data);
    expect(pageSavedBuildFor(data, saved.url)).toBeNull();
    // Another page's data (a new page load) is not affected.
    expect(pageSavedBuildFor({ viewerBuild: saved }, saved.url)).toBe(saved);
  });

  it("is null for another build's id and for a page without a build", () => {
    expect(pageSavedBuildFor({ viewerBuild: saved }, 'AAAAAAAAAA')).toBeNull();
    expect(pageSavedBuildFor({}, saved.url)).toBeNull();
    expect(pageSavedBuildFor({ news: [] }, saved.id)).toBeNull();
  });
});

describe('pageOpenedBuildFor', () => {
  const opened = { gameVersion: '1.5', build: saved.data };

  it("gives the server's opening of the page's own build", () => {
    expect(pageOpenedBuildFor({ viewerBuild: saved, viewerOpened: opened }, saved)).toBe(opened);
  });

  it('is null without one, or for a build the page did not carry', () => {
    expect(pageOpenedBuildFor({ viewerBuild: saved }, saved)).toBeNull();
    const fetched = { ...saved };
    expect(pageOpenedBuildFor({ viewerBuild: saved, viewerOpened: opened }, fetched)).toBeNull();
  });
});
