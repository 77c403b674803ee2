import { describe, expect, it } from 'vitest';
import {
  buildNameKey,
  hasBuildNamed,
  IMPORTED_LISTING_MESSAGE,
  listingChoice,
  RESTRICTED_LISTING_MESSAGE,
  saveNeedsFreeSlot,
  shownListing,
  showsImportedNotice,
  storedListing,
  withChosenListing,
} from '../../src/skills/buildListing';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';

const build = (sharing: Build['buildSharing']): Build => ({
  ...emptyBuild(),
  buildSharing: sharing,
});

describe('shownListing', () => {
  it('shows Public and Restricted as they are, Exported and anything unknown as Private', () => {
    expect(shownListing('Public')).toBe('Public');
    expect(shownListing('Restricted')).toBe('Restricted');
    expect(shownListing('Private')).toBe('Private');
    expect(shownListing('Exported')).toBe('Private');
    expect(shownListing('Unlisted')).toBe('Private');
    expect(shownListing(undefined)).toBe('Private');
  });
});

describe('listingChoice', () => {
  it('lets the owner choose for a build of their own', () => {
    expect(listingChoice(build('Private'), false)).toEqual({ enabled: true });
    expect(listingChoice(build('Exported'), false)).toEqual({ enabled: true });
  });

  it('refuses a Restricted build with the moderation message, even when imported', () => {
    expect(listingChoice(build('Restricted'), false)).toEqual({
      enabled: false,
      reason: RESTRICTED_LISTING_MESSAGE,
    });
    expect(listingChoice(build('Restricted'), true)).toEqual({
      enabled: false,
      reason: RESTRICTED_LISTING_MESSAGE,
    });
  });

  it('refuses an imported build', () => {
    expect(listingChoice(build('Public'), true)).toEqual({
      enabled: false,
      reason: IMPORTED_LISTING_MESSAGE,
    });
  });

  it('tells the player to contact an admin through the Feedback page', () => {
    expect(RESTRICTED_LISTING_MESSAGE).toMatch(/offensive language/);
    expect(RESTRICTED_LISTING_MESSAGE).toMatch(/Feedback page/);
  });
});

describe('withChosenListing', () => {
  it('lists a build Public or Private', () => {
    expect(withChosenListing(build('Private'), 'Public').buildSharing).toBe('Public');
    expect(withChosenListing(build('Exported'), 'Private').buildSharing).toBe('Private');
  });

  it('returns the very same build for a refused or unchanged choice', () => {
    const restricted = build('Restricted');
    expect(withChosenListing(restricted, 'Public')).toBe(restricted);
    const priv = build('Private');
    expect(withChosenListing(priv, 'Private')).toBe(priv);
    expect(withChosenListing(priv, 'Restricted')).toBe(priv);
    expect(withChosenListing(priv, 'Exported')).toBe(priv);
  });
});

describe('storedListing', () => {
  it('stores what the owner chose when nothing is flagged', () => {
    expect(storedListing({ requested: 'Public', flagged: false, previous: null })).toEqual({
      listing: 'Public',
      chosen: 'Public',
    });
    expect(storedListing({ requested: 'Exported', flagged: false, previous: 'Public' })).toEqual({
      listing: 'Private',
      chosen: 'Private',
    });
  });

  it('never takes Restricted from the client', () => {
    expect(storedListing({ requested: 'Restricted', flagged: false, previous: null })).toEqual({
      listing: 'Private',
      chosen: 'Private',
    });
  });

  it('restricts a flagged save and keeps a Restricted build so, remembering the choice', () => {
    expect(storedListing({ requested: 'Public', flagged: true, previous: null })).toEqual({
      listing: 'Restricted',
      chosen: 'Public',
    });
    expect(storedListing({ requested: 'Public', flagged: false, previous: 'Restricted' })).toEqual({
      listing: 'Restricted',
      chosen: 'Public',
    });
  });
});

describe('build names', () => {
  it('treats case, surrounding spaces and compatibility forms as one name', () => {
    expect(buildNameKey('  Sniper ')).toBe('sniper');
    expect(buildNameKey('ＳＮＩＰＥＲ')).toBe('sniper');
    expect(hasBuildNamed(['Sniper', 'Tank'], 'sniper')).toBe(true);
    expect(hasBuildNamed(['Sniper'], 'Sniper 2')).toBe(false);
  });

  it('shows the imported notice unless a saved build has the same name', () => {
    expect(showsImportedNotice(false, 'A', null)).toBe(false);
    expect(showsImportedNotice(true, 'A', null)).toBe(true);
    expect(showsImportedNotice(true, 'A', ['B'])).toBe(true);
    expect(showsImportedNotice(true, 'a', ['A'])).toBe(false);
  });

  it('needs a free slot only for a new name on a full account', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `Build ${i}`);
    const ten = [...nine, 'Build 9'];
    expect(saveNeedsFreeSlot(nine, 'New')).toBe(false);
    expect(saveNeedsFreeSlot(ten, 'New')).toBe(true);
    expect(saveNeedsFreeSlot(ten, 'build 3')).toBe(false);
  });
});
