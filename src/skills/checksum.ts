import { levelCost } from './costs';
import type { GameData } from './gameData';

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
 * sorted. Descriptions and positions are left out: changing them cannot break a build.
 */
export function canonicalSkillList(data: GameData): string {
  const skills = [...data.skills]
    .sort((a, b) => a.id - b.id)
    .map((skill) => {
      const costs = skill.levels.map((l) => levelCost(skill, l.level)).join(',');
      return `${skill.id}\t${skill.name}\t${skill.type}\t${skill.treeId}\t${costs}`;
    });
  const links = data.trees
    .flatMap((tree) => tree.links.map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)))
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

/** A checksum as 8 hex digits, for messages and logs. */
export function formatChecksum(checksum: number): string {
  return checksum.toString(16).padStart(8, '0');
}
