import type { MyBuild, SavedBuild } from '../../../src/api/contract/savedBuilds';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import {
  NEEDS_ATTENTION,
  NO_ABILITIES,
  STORY_THUMBNAIL,
  TROOPER_ABILITIES,
  VALID_NOW,
} from '../../fixtures/cardFacts';

/**
 * Stilgar's saved builds as `GET /api/my-builds` answers them, for My Builds' stories and
 * component tests: every listing, likes and none, viewed and never viewed, tags and none.
 */

const OWNER = 'Stilgar';

/** A saved build's id (a UUID) from a small number, so fixtures stay readable. */
function buildId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** One card's data; `n` picks the id and url, the rest are overrides. */
export function myBuild(n: number, overrides: Partial<MyBuild> = {}): MyBuild {
  return {
    id: buildId(n),
    title: `Build ${n}`,
    description: 'A build for the deep desert.',
    tags: [],
    type_tags: [],
    sharing: 'Private',
    likes: 0,
    created_at: '2026-10-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    last_viewed_at: null,
    url: `url${String(n).padStart(7, '0')}`,
    username: OWNER,
    skillpoints: 40 + n,
    version_status: VALID_NOW,
    classes: ['trooper'],
    abilities: NO_ABILITIES,
    // The owner sees every build's thumbnail on My Builds, Private ones included.
    thumbnail: STORY_THUMBNAIL,
    ...overrides,
  };
}

/** A Public build with 3 likes, tags and type tags, viewed before. */
export const PUBLIC_BUILD = myBuild(1, {
  title: 'Sandrider Sniper',
  description: 'Long range gunnery with suspensor escapes. Stay on the ridge, strike first.',
  tags: ['PvP Combat Build', 'Sniper'],
  type_tags: ['End Game Build', 'Deep Desert Build'],
  sharing: 'Public',
  likes: 3,
  classes: ['trooper', 'mentat'],
  abilities: TROOPER_ABILITIES,
  created_at: '2026-09-14T09:30:00.000Z',
  updated_at: '2026-11-20T18:05:00.000Z',
  last_viewed_at: '2026-11-21T07:45:00.000Z',
});

/** A Private build, never viewed (its last-viewed time reads 'N/A'), no tags. */
export const PRIVATE_BUILD = myBuild(2, {
  title: 'Spice Harvester',
  description: 'Gathering first; fights only when cornered.',
  created_at: '2026-10-02T12:00:00.000Z',
  updated_at: '2026-11-19T12:00:00.000Z',
});

/** A build moderation flagged: Restricted, visible to its owner only; made before 1.5.3.6. */
export const RESTRICTED_BUILD = myBuild(3, {
  version_status: NEEDS_ATTENTION,
  title: 'Flagged Title',
  description: '',
  tags: ['Assassin'],
  type_tags: ['Leveling Build'],
  sharing: 'Restricted',
  created_at: '2026-10-03T12:00:00.000Z',
  updated_at: '2026-11-18T12:00:00.000Z',
  last_viewed_at: '2026-11-18T12:30:00.000Z',
});

/** A Public build with a single like and a very long unbroken title (phones must wrap it). */
export const LONG_TITLE_BUILD = myBuild(4, {
  title: 'Bene-Gesserit-Voice-Compel-And-Prana-Bindu-Body-Control-Crowd-Control',
  tags: ['Bene Gesserit Witch', 'Crowd Controller', 'PvE Support Build'],
  sharing: 'Public',
  likes: 1,
});

/** Three builds: Public, Private, Restricted (most recently updated first, as the server sends). */
export const SOME_BUILDS: readonly MyBuild[] = [PUBLIC_BUILD, PRIVATE_BUILD, RESTRICTED_BUILD];

/** Every save slot used: 10 builds. */
export const TEN_BUILDS: readonly MyBuild[] = [
  ...SOME_BUILDS,
  LONG_TITLE_BUILD,
  ...[5, 6, 7, 8, 9, 10].map((n) => myBuild(n)),
];

/** The full form of a card's build (`GET /api/saved-builds/{id}`), as Load receives it. */
export function savedBuildOf(build: MyBuild): SavedBuild {
  return {
    id: build.id,
    url: build.url,
    build_name: build.title,
    build_guide: '',
    username: build.username,
    likes: build.likes,
    sharing: build.sharing,
    data: {
      ...emptyBuild(),
      buildTitle: build.title,
      buildDescription: build.description,
      buildTags: [...build.tags],
      buildTypeTags: [...build.type_tags],
      buildSharing: build.sharing,
      buildLikes: build.likes,
    },
    game_version: '1.0',
    created_at: build.created_at,
    updated_at: build.updated_at,
    last_viewed_at: '2026-11-22T10:00:00.000Z',
  };
}
