import { levelCost } from './costs';
import type { GameData } from './gameData';
import { DEFAULT_GAME_MODE } from './gameModes';
import { skillsForMode } from './gameModeRules';
import type { GameMode } from './gameModes';

/**
 * A short fingerprint of the game data a build was made with, carried by share codes so that a
 * code decoded against other data can say so. 32-bit FNV-1a: tiny, fast, stable across
 * platforms; it detects change, it is not a security measure.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const utf8 = new TextEncoder();

/** 32-bit FNV-1a of a string's UTF-8 bytes, as an unsigned integer. */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET;
  for (const byte of utf8.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/**
 * The canonical text of everything a build depends on, one line per skill by id (id, name, type,
 * tree, cost of each level — its length is the max level), then every link as "a-b" (a < b),
 * sorted. Descriptions, stats and positions are left out: changing them cannot break a build.
 * Only the skills of one game mode count (default multiplayer, the mode builds are made in),
 * so a version that adds a skill of the other mode keeps the structure of the one before.
 */
export function canonicalSkillList(data: GameData, mode: GameMode = DEFAULT_GAME_MODE): string {
  const inMode = skillsForMode(data, mode);
  const ids = new Set(inMode.map((skill) => skill.id));
  const skills = [...inMode]
    .sort((a, b) => a.id - b.id)
    .map((skill) => {
      const costs = skill.levels.map((l) => levelCost(skill, l.level)).join(',');
      return `${skill.id}\t${skill.name}\t${skill.type}\t${skill.treeId}\t${costs}`;
    });
  const links = data.trees
    .flatMap((tree) => tree.links.filter(([a, b]) => ids.has(a) && ids.has(b)))
    .map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`))
    .sort();
  return [...skills, ...[...new Set(links)]].join('\n');
}

const checksums = new WeakMap<GameData, number>();

/** The share-code checksum of a game data version (computed once per data object). */
export function gameDataChecksum(data: GameData): number {
  let checksum = checksums.get(data);
  if (checksum === undefined) {
    checksum = fnv1a32(canonicalSkillList(data));
    checksums.set(data, checksum);
  }
  return checksum;
}

/**
 * Whether two game versions hold the same builds: the same skills, levels, costs and links in
 * the default game mode. Only then may a build made with one open with the other unchanged.
 */
export function sameBuildStructure(a: GameData, b: GameData): boolean {
  return canonicalSkillList(a) === canonicalSkillList(b);
}

/** A checksum as 8 hex digits, for messages and logs. */
export function formatChecksum(checksum: number): string {
  return checksum.toString(16).padStart(8, '0');
}
