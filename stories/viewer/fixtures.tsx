import type { Decorator } from '@storybook/react-vite';
import classes from '../../data/game/1.5/classes.json';
import skills from '../../data/game/1.5/skills.json';
import trees from '../../data/game/1.5/trees.json';
import type { SavedBuild } from '../../src/api/contract/savedBuilds';
import { ApiRequestError } from '../../src/api/requestJson';
import { ForcedPlannerLayout } from '../../src/builds/layout/mobileLayout';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import { allocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { setBuildCharacter } from '../../src/skills/characterBudget';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { validateGameVersion } from '../../src/skills/gameDataValidation';
import type { GameIndex } from '../../src/skills/gameIndex';
import { indexGameData } from '../../src/skills/gameIndex';
import {
  setAdvancedTrainerAccess,
  setAllAdvancedTrainerAccess,
} from '../../src/skills/trainerAccess';
import { Toasts } from '../../src/ui/toast';
import type { ViewerLoaders } from '../../src/viewer/viewerBuild';
import { findByTestId } from 'storybook/test';
import type { LikeResponse } from '../../src/api/contract/likes';
import { PROGRESSION } from '../fixtures/progressionFixtures';

/**
 * The viewer's stories and tests: the real 1.5 game data, builds made with the real engine, and
 * stand-ins for the saved-build fetch and the like calls (no network).
 */

/** The real 1.5 game data. */
export const gameIndex: GameIndex = indexGameData(
  validateGameVersion('1.5', { classes, trees, skills }),
);

/** The same data with the current game's progression facts, which a character's budget needs. */
export const progressionIndex: GameIndex = {
  ...gameIndex,
  data: { ...gameIndex.data, progression: PROGRESSION },
};

/** `build` planned for a character at `level` with Combat `combatLevel`, every trait bought. */
export function withCharacter(build: Build, level: number, combatLevel: number): Build {
  const next = setBuildCharacter(build, progressionIndex, {
    level,
    combatLevel,
    skippedTraits: [],
  });
  if (next.character?.level !== level) throw new Error(`No character at level ${level} fits`);
  return next;
}

/** Clicks skills in order with the real engine; a refused click is a broken fixture. */
function clickSkills(clicks: readonly number[], start: Build): Build {
  let build = start;
  for (const skillId of clicks) {
    const next = allocateSkill(build, gameIndex, skillId);
    if (next === build) throw new Error(`Fixture click on skill ${skillId} was refused`);
    build = next;
  }
  return build;
}

/** A Trooper build with slots, tags, a guide and trainer access (Gunnery 1–9, Suspensor 10–12). */
export function viewerBuild(): Build {
  let build = clickSkills(
    [1, 1, 3, 10, 12, 17, 18, 5],
    setAllAdvancedTrainerAccess(emptyBuild(), true),
  );
  build = chooseSlotSkill(build, gameIndex, 'ability', 0, 10);
  build = chooseSlotSkill(build, gameIndex, 'ability', 1, 17);
  build = chooseSlotSkill(build, gameIndex, 'technique', 0, 3);
  return {
    ...build,
    buildTitle: 'Gravity Gunner',
    buildDescription: 'Pull them in, gun them down. A PvE Trooper for the early Hagga Basin.',
    buildTags: ['PvE Combat Build', 'Crowd Controller'],
    buildTypeTags: ['End Game Build'],
    buildSharing: 'Public',
    buildGuide: '## Rotation\n\n1. **Gravity Field** the pack\n2. Swap to the scattergun',
  };
}

/**
 * Level 3 of a Trooper skill, the author saying they reach the Mentat trainer only (so the
 * Trooper skill is red), tagged a Leveling Build capped at 40 SP.
 */
export function redLevelingBuild(): Build {
  return {
    ...clickSkills([1, 1, 1], setAdvancedTrainerAccess(emptyBuild(), 'mentat', true)),
    buildTitle: 'Levels 1-20',
    buildDescription: '',
    buildGuide: '',
    buildTypeTags: ['Leveling Build'],
    customSkillPointCap: 40,
    buildSharing: 'Public',
  };
}

/** The same build with no trainer box ticked: its author said nothing of trainer access. */
export function unstatedTrainerBuild(): Build {
  return { ...redLevelingBuild(), advancedTrainerAccess: emptyBuild().advancedTrainerAccess };
}

/** The build's short public id in every story. */
export const VIEWER_URL = 'k7Qm2xPz9A';

/** The saved build's full form as `GET /api/saved-builds/{url}` answers it. */
export function savedBuild(build: Build, likes = 7): SavedBuild {
  const time = '2026-11-20T18:05:00.000Z';
  return {
    id: '0b7e3c52-6a1d-4f0e-9c84-2d5a7e1f9b30',
    url: VIEWER_URL,
    build_name: build.buildTitle,
    build_guide: build.buildGuide,
    username: 'Stilgar',
    likes,
    sharing: 'Public',
    data: { ...build, buildLikes: likes },
    game_version: '1.5',
    created_at: time,
    updated_at: time,
    last_viewed_at: null,
  };
}

/**
 * Loaders answering `answer` (a build, a failure, or 'pending' for one that never comes); a
 * saved build's history holds its first save only.
 */
export function viewerLoaders(answer: SavedBuild | ApiRequestError | 'pending'): ViewerLoaders {
  return {
    fetchRevisions: () => {
      if (answer === 'pending' || answer instanceof ApiRequestError) {
        return new Promise<never>(() => undefined);
      }
      const first = {
        number: 1,
        saved_at: answer.created_at,
        username: answer.username,
        game_version: answer.game_version,
        note: null,
      };
      return Promise.resolve({ revisions: [first] });
    },
    fetchBuild: () => {
      if (answer === 'pending') return new Promise<never>(() => undefined);
      if (answer instanceof ApiRequestError) return Promise.reject(answer);
      return Promise.resolve(structuredClone(answer));
    },
    loadIndex: () => Promise.resolve(gameIndex),
  };
}

/** A like call's stand-in: each call takes the next of `answers`; `reset` starts over. */
export function likeStub(answers: readonly (LikeResponse | ApiRequestError | 'pending')[]) {
  const calls: string[] = [];
  let left = [...answers];
  const call = (url: string): Promise<LikeResponse> => {
    calls.push(url);
    const answer = left.shift();
    if (answer === undefined) return Promise.reject(new Error('No more like answers.'));
    if (answer === 'pending') return new Promise<never>(() => undefined);
    if (answer instanceof ApiRequestError) return Promise.reject(answer);
    return Promise.resolve(answer);
  };
  const reset = () => {
    calls.length = 0;
    left = [...answers];
  };
  return { call, calls, reset };
}

/** The viewer shown in its desktop layout, with the toast region. */
export const withDesktopViewer: Decorator = (Story) => (
  <ForcedPlannerLayout value="desktop">
    <main className="mx-auto max-w-7xl p-4 sm:p-6">
      <Story />
    </main>
    <Toasts />
  </ForcedPlannerLayout>
);

/** The viewer shown in its phone layout, with the toast region. */
export const withPhoneViewer: Decorator = (Story) => (
  <ForcedPlannerLayout value="mobile">
    <main className="mx-auto p-2" data-narrow-phone="" style={{ width: 360 }}>
      <Story />
    </main>
    <Toasts />
  </ForcedPlannerLayout>
);

/**
 * Waits for the viewer's body: its code is a chunk of its own and the panels below the trees
 * come one per task after them (the Leveling Plan last), so they appear a moment after the
 * heading.
 */
export async function viewerBodyShown(canvasElement: HTMLElement): Promise<void> {
  await findByTestId(canvasElement, 'leveling-plan');
}
