import { loadGameFiles } from '../../server/game/loadGameFiles';
import { allocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import type { ClassSlug } from '../../src/skills/gameData';
import { indexGameData, type GameIndex } from '../../src/skills/gameIndex';

/*
 * Builds as players plan them, from the repository's current game data: what the API benches
 * save and seed, so the server checks, stores and draws real skill trees.
 */

/** The current game data version and its index. */
export interface CurrentGame {
  version: string;
  index: GameIndex;
}

/** The game data the server serves as current (data/game). */
export function currentGame(): CurrentGame {
  const files = loadGameFiles('data/game');
  const current = files.versions.find((v) => v.version === files.manifest.current);
  if (!current) throw new Error('The game data manifest names no current version.');
  return { version: current.version, index: indexGameData(current) };
}

/**
 * A valid build of `classSlug`: the first four skills of each of the class's trees, taken
 * twice (the second pass raises levels and reaches skills the first unlocked).
 */
export function sampleBuild(game: CurrentGame, classSlug: ClassSlug = 'trooper'): Build {
  const { index } = game;
  const gameClass = index.classesBySlug.get(classSlug);
  if (!gameClass) throw new Error(`No ${classSlug} class in the game data.`);
  const skills = (index.treesByClassId.get(gameClass.id) ?? []).flatMap((tree) =>
    (index.skillsByTreeId.get(tree.id) ?? []).slice(0, 4),
  );
  let build: Build = {
    ...emptyBuild(),
    selectedClass: classSlug,
    buildDescription: 'Long range damage for the Hagga Basin.',
    buildTags: ['Sniper', 'PvE Combat Build'],
    buildTypeTags: ['End Game Build'],
  };
  for (let pass = 0; pass < 2; pass++) {
    for (const skill of skills) build = allocateSkill(build, index, skill.id);
  }
  return build;
}

/**
 * A valid build of `classSlug` as a player might plan it: `clicks` clicks on skills of the class
 * drawn at random (a click the rules refuse changes nothing), so builds differ in what they take
 * and how far; its plan in the order taken, shown four times in five.
 */
export function plannedBuild(
  game: CurrentGame,
  classSlug: ClassSlug,
  random: () => number,
  clicks = 40,
): Build {
  const { index } = game;
  const gameClass = index.classesBySlug.get(classSlug);
  if (!gameClass) throw new Error(`No ${classSlug} class in the game data.`);
  const skills = (index.treesByClassId.get(gameClass.id) ?? []).flatMap(
    (tree) => index.skillsByTreeId.get(tree.id) ?? [],
  );
  let build: Build = {
    ...sampleBuild(game, classSlug),
    characterBuild: [],
    levellingPlan: [],
    skillpoints: 0,
    levelingOrder: random() < 0.8,
  };
  for (let click = 0; click < clicks; click++) {
    const skill = skills[Math.floor(random() * skills.length)];
    if (skill) build = allocateSkill(build, index, skill.id);
  }
  return build;
}
