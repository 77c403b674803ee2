import type { Build } from './buildSchema';
import { totalSkillPointsSpent } from './costs';
import type { GameIndex } from './gameIndex';
import { indexForMode } from './gameIndex';
import { DEFAULT_GAME_MODE } from './gameModes';
import { buildGameMode } from './gameModeRules';
import { skillName } from './skillLookup';

/**
 * Exporting a build as a .json file (spec §3 "Export file", §5 file name rules). The file holds
 * the spec's Build data fields in the spec's order, so files from the original planner and ours
 * read alike.
 */

export const EXPORT_FILE_NAME_MAX = 64;
export const DEFAULT_EXPORT_FILE_NAME = 'my-build.json';
const SUGGESTED_NAME_WORDS = 10;
const JSON_EXTENSION = '.json';

/**
 * The file's content: the Build data fields, a fresh object in the spec's order, with the
 * spent SP recomputed, plan names as the data has them, and sharing 'Exported'.
 */
export function buildExportData(build: Build, dataIndex: GameIndex): Build {
  const index = indexForMode(dataIndex, buildGameMode(build));
  return {
    buildTitle: build.buildTitle,
    buildDescription: build.buildDescription,
    buildGuide: build.buildGuide,
    buildTags: [...build.buildTags],
    buildTypeTags: [...build.buildTypeTags],
    customSkillPointCap: build.customSkillPointCap,
    characterBuild: build.characterBuild.map(({ skillId, level }) => ({ skillId, level })),
    levellingPlan: build.levellingPlan.map(({ skillId, level }) => ({
      skillId,
      level,
      skill: skillName(index, skillId),
    })),
    activeAbilities: [...build.activeAbilities],
    activeTechniques: [...build.activeTechniques],
    buildSharing: 'Exported',
    buildLikes: build.buildLikes,
    skillpoints: totalSkillPointsSpent(index, build.characterBuild),
    selectedClass: build.selectedClass,
    levelingOrder: build.levelingOrder,
    advancedTrainerAccess: { ...build.advancedTrainerAccess },
    hasAllAdvancedTrainerAccess: build.hasAllAdvancedTrainerAccess,
    // Last and only when there is one, so files of builds made from scratch read as before.
    ...(build.buildOrigin ? { buildOrigin: { ...build.buildOrigin } } : {}),
    // Only a mode other than multiplayer is written, so files read as before game modes.
    ...(buildGameMode(build) !== DEFAULT_GAME_MODE ? { gameMode: buildGameMode(build) } : {}),
    ...(build.character
      ? { character: { ...build.character, skippedTraits: [...build.character.skippedTraits] } }
      : {}),
    ...(build.unlockTicks?.length ? { unlockTicks: [...build.unlockTicks] } : {}),
  };
}

/** The text of the export file (indented JSON, so players can read and diff it). */
export function buildExportJson(build: Build, index: GameIndex): string {
  return `${JSON.stringify(buildExportData(build, index), null, 2)}\n`;
}

/** Cuts a file name's base so that base + '.json' fits in 64 characters. */
function fitName(base: string): string {
  const room = EXPORT_FILE_NAME_MAX - JSON_EXTENSION.length;
  // Never cut between the two halves of a character outside the BMP (an emoji, say).
  const cut = base.slice(0, room).replace(/[\uD800-\uDBFF]$/, '');
  return cut.replace(/[-\s]+$/, '') + JSON_EXTENSION;
}

/**
 * The file name the export dialog suggests: the title without punctuation, its first 10 words
 * joined by '-', or 'build' when nothing is left; then '.json'; at most 64 characters.
 */
export function suggestedExportFileName(title: string): string {
  const words = title
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, SUGGESTED_NAME_WORDS);
  return fitName(words.length > 0 ? words.join('-') : 'build');
}

/**
 * The file name to save under from what the player typed in the dialog: characters that file
 * systems refuse removed, '.json' ensured, at most 64 characters, 'my-build.json' when empty.
 */
export function exportFileName(typed: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = typed.replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '').trim();
  const base = cleaned
    .replace(/\.json$/i, '')
    .replace(/^\.+/, '')
    .trim();
  return base === '' ? DEFAULT_EXPORT_FILE_NAME : fitName(base);
}
