import type { Decorator } from '@storybook/react-vite';
import { SWRConfig } from 'swr';
import type { SavedBuild } from '../../../src/api/contract/savedBuilds';
import { ApiRequestError } from '../../../src/api/requestJson';
import { MY_BUILDS_KEY } from '../../../src/api/savedBuilds/keys';
import type { RespecLoaders } from '../../../src/planner/respec/openRespecBuild';
import { allocateSkill, skillLevels } from '../../../src/skills/allocation';
import type { Build } from '../../../src/skills/buildSchema';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { buildExportData } from '../../../src/skills/exportBuild';
import type { ClassSlug } from '../../../src/skills/classSlugs';
import type { GameIndex } from '../../../src/skills/gameIndex';
import { encodeShareCode } from '../../../src/skills/shareCode';
import { myBuild } from '../../account/myBuilds/fixtures';
import { characterOf, PROGRESSION_INDEX, trooperBuild } from '../../fixtures/progressionFixtures';
import { launchIndex } from '../fixtures/plannerFixtures';

/**
 * Two builds a respec goes between, made with the real engine on the real data: the player's
 * level 60 Combat 48 character with a few Trooper skills and some of another class, and a full
 * Trooper build that adds, raises and drops skills and needs more points than the character has.
 */

const skillName = (id: number) => PROGRESSION_INDEX.skillsById.get(id)?.name ?? '';

/** Allocates each skill once, skipping what the engine refuses; `count` allocated at most. */
function allocateSome(build: Build, index: GameIndex, ids: readonly number[], count: number) {
  let next = build;
  let done = 0;
  for (const id of ids) {
    if (done === count) break;
    const after = allocateSkill(next, index, id);
    if (after !== next) done += 1;
    next = after;
  }
  return next;
}

const classSkills = (slug: ClassSlug) => {
  const classId = PROGRESSION_INDEX.classesBySlug.get(slug)?.id;
  return [...PROGRESSION_INDEX.skillsById.keys()].filter(
    (id) => PROGRESSION_INDEX.classIdBySkillId.get(id) === classId,
  );
};

/** The build in the planner: every Trooper skill it can take within 200 SP. */
export const TARGET: Build = { ...trooperBuild(), buildTitle: 'Trooper Capstones' };

const targetLevels = skillLevels(TARGET.characterBuild);
/** Skills the target takes at level 2 or more (the player has them at 1: changed). */
const raised = [...targetLevels].filter(([, level]) => level > 1).map(([id]) => id);
/** Skills the target takes at level 1 (the player has them too: the same). */
const same = [...targetLevels].filter(([, level]) => level === 1).map(([id]) => id);

function playerBuild(): Build {
  const start: Build = {
    ...emptyBuild(),
    buildTitle: 'Mentat Opener',
    character: characterOf(60, 48).character,
  };
  let build = allocateSome(start, PROGRESSION_INDEX, classSkills('mentat'), 3);
  build = allocateSome(build, PROGRESSION_INDEX, raised, 2);
  return allocateSome(build, PROGRESSION_INDEX, same, 2);
}

/** The player's saved build: a level 60 Combat 48 character's. */
export const PLAYER: Build = playerBuild();

/** The first skill the respec raises, as the player reads it ("Stunner 1 -> 3"). */
export const RAISED_SKILL = {
  name: skillName(raised[0] ?? 0),
  to: targetLevels.get(raised[0] ?? 0) ?? 0,
};
/** The first skill of another class the respec drops. */
export const DROPPED_SKILL = skillName(
  [...skillLevels(PLAYER.characterBuild).keys()].find((id) => !targetLevels.has(id)) ?? 0,
);

/** The player's saved build as the server answers it. */
export const PLAYER_SAVED: SavedBuild = {
  id: '00000000-0000-4000-8000-000000000001',
  url: 'url0000001',
  build_name: PLAYER.buildTitle,
  build_guide: '',
  username: 'Stilgar',
  likes: 0,
  sharing: 'Private',
  data: { ...buildExportData(PLAYER, PROGRESSION_INDEX), buildSharing: 'Private' },
  game_version: '1.5',
  created_at: '2026-11-20T18:05:00.000Z',
  updated_at: '2026-11-20T18:05:00.000Z',
  last_viewed_at: null,
};

/** The player's share code (what "Copy code" gives). */
export const PLAYER_CODE = encodeShareCode(PLAYER, PROGRESSION_INDEX);

/** A Launch-data build whose code a player pastes (the game data changed since). */
export const LAUNCH_CODE = encodeShareCode(
  allocateSome(emptyBuild(), launchIndex, [...launchIndex.skillsById.keys()], 12),
  launchIndex,
);

/** The game data by version, as the planner loads it (the Launch data for Launch codes). */
const loadIndex = (version?: string) =>
  Promise.resolve(version === 'launch' ? launchIndex : PROGRESSION_INDEX);

/** Loaders answering without a server: the player's saved build, a link that is gone. */
export const LOADERS: RespecLoaders = {
  loadIndex,
  fetchSaved: (id) =>
    id === PLAYER_SAVED.id || id === PLAYER_SAVED.url
      ? Promise.resolve(structuredClone(PLAYER_SAVED))
      : Promise.reject(new ApiRequestError('Not found', 404)),
  fetchLink: () => Promise.reject(new ApiRequestError('Not found', 404)),
};

/** A link that never answers (the loading state). */
export const PENDING_LOADERS: RespecLoaders = {
  ...LOADERS,
  fetchLink: () => new Promise<never>(() => undefined),
};

/** `GET /api/my-builds` answered from SWR's cache with the player's two builds; never fetches. */
export const withMyBuilds: Decorator = (Story) => (
  <SWRConfig
    value={{
      fallback: {
        [MY_BUILDS_KEY]: {
          builds: [
            myBuild(1, { id: PLAYER_SAVED.id, url: PLAYER_SAVED.url, title: PLAYER.buildTitle }),
            myBuild(2, { title: 'Spice Harvester' }),
          ],
        },
      },
      revalidateOnMount: false,
    }}
  >
    <Story />
  </SWRConfig>
);
