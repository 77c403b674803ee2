import { loadGameFiles } from '../../server/game/loadGameFiles';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import { allocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import type { Skill } from '../../src/skills/gameData';
import { indexGameData, type GameIndex } from '../../src/skills/gameIndex';
import { gameDataDir } from './helpers';

/**
 * Builds for the share-link tests, made with the engine over the repository's current game data
 * (the data the server checks against), so they stay valid when the data changes.
 */

const files = loadGameFiles(gameDataDir);
export const currentVersion = files.manifest.current;

const currentData = files.versions.find((v) => v.version === currentVersion);
if (!currentData) throw new Error(`the manifest's current version ${currentVersion} has no data`);
export const gameIndex: GameIndex = indexGameData(currentData);

/** The first skills (bottom rows first) of each tree of a class. */
function firstSkillsOfClass(slug: Build['selectedClass'], perTree: number): Skill[] {
  const gameClass = gameIndex.classesBySlug.get(slug);
  if (!gameClass) throw new Error(`no class ${slug} in the game data`);
  return (gameIndex.treesByClassId.get(gameClass.id) ?? []).flatMap((tree) =>
    (gameIndex.skillsByTreeId.get(tree.id) ?? []).slice(0, perTree),
  );
}

/** A valid trooper build: several skills at several levels, an active ability, texts, tags. */
export function sampleBuild(): Build {
  let build: Build = {
    ...emptyBuild(),
    buildTitle: 'Arrakis Sniper',
    buildDescription: 'Long range damage for the Hagga Basin.',
    buildTags: ['Sniper', 'PvE Combat Build'],
    buildTypeTags: ['End Game Build'],
    selectedClass: 'trooper',
  };
  // Bottom rows first, twice over: the second pass raises levels and reaches skills unlocked
  // by the first.
  const skills = firstSkillsOfClass('trooper', 4);
  for (let pass = 0; pass < 2; pass++) {
    for (const skill of skills) build = allocateSkill(build, gameIndex, skill.id);
  }
  const ability = build.characterBuild
    .map((entry) => gameIndex.skillsById.get(entry.skillId))
    .find((skill) => skill?.type === 'Ability');
  if (ability) build = chooseSlotSkill(build, gameIndex, 'ability', 0, ability.id);
  if (build.characterBuild.length < 3) throw new Error('the sample build took too few skills');
  return build;
}

/** A skill that needs another one first. */
export function skillWithPrerequisites(): Skill {
  const skill = gameIndex.data.skills.find(
    (s) => (gameIndex.prerequisiteIds.get(s.id) ?? []).length > 0,
  );
  if (!skill) throw new Error('the game data has no skill with prerequisites');
  return skill;
}

/** A skill with fewer than three levels and no prerequisites of its own missing at level 1. */
export function skillWithFewLevels(): Skill {
  const skill = gameIndex.data.skills.find(
    (s) => s.levels.length < 3 && (gameIndex.prerequisiteIds.get(s.id) ?? []).length === 0,
  );
  if (!skill) throw new Error('the game data has no root skill with fewer than 3 levels');
  return skill;
}
