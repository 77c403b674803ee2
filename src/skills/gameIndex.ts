import type { ClassSlug, GameClass, GameData, Skill, SkillTree } from './gameData';
import { DEFAULT_GAME_MODE } from './gameModes';
import { skillInMode } from './gameModeRules';
import type { GameMode } from './gameModes';

/**
 * Lookups over one game version in one game mode, built once and shared by every rule.
 * Prerequisites are derived here and nowhere else: a skill's prerequisites are its linked
 * skills in a lower row.
 *
 * Every lookup holds the mode's skills only (a tree never shows both Cartographer records), and
 * the trees' links are cut to those skills; `data` stays the whole version.
 */
export interface GameIndex {
  readonly data: GameData;
  /** The game mode the lookups are for. */
  readonly gameMode: GameMode;
  readonly classesById: ReadonlyMap<number, GameClass>;
  readonly classesBySlug: ReadonlyMap<ClassSlug, GameClass>;
  readonly treesById: ReadonlyMap<number, SkillTree>;
  /** A class's trees in display order. */
  readonly treesByClassId: ReadonlyMap<number, readonly SkillTree[]>;
  readonly skillsById: ReadonlyMap<number, Skill>;
  /** A tree's skills, bottom row first, then left to right. */
  readonly skillsByTreeId: ReadonlyMap<number, readonly Skill[]>;
  /** Every skill linked to a skill (the tree's edges, both directions). */
  readonly linkedSkillIds: ReadonlyMap<number, readonly number[]>;
  /** Linked skills in a lower row: at least one must be active to take the skill. */
  readonly prerequisiteIds: ReadonlyMap<number, readonly number[]>;
  /** Linked skills in a higher row: the skills that may depend on this one. */
  readonly dependantIds: ReadonlyMap<number, readonly number[]>;
  /** The class a skill belongs to. */
  readonly classIdBySkillId: ReadonlyMap<number, number>;
}

function rowOf(skill: Skill): number {
  return skill.position?.row ?? 0;
}

function compareSkillsForDisplay(a: Skill, b: Skill): number {
  return rowOf(a) - rowOf(b) || (a.position?.col ?? 0) - (b.position?.col ?? 0) || a.id - b.id;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The tree with only the links between skills of the mode (the same object when all are). */
function treeForMode(tree: SkillTree, skillsById: ReadonlyMap<number, Skill>): SkillTree {
  const links = tree.links.filter(([a, b]) => skillsById.has(a) && skillsById.has(b));
  return links.length === tree.links.length ? tree : { ...tree, links };
}

/** Builds the lookups of one validated game version, for a game mode (default multiplayer). */
export function indexGameData(data: GameData, gameMode: GameMode = DEFAULT_GAME_MODE): GameIndex {
  const skills = data.skills.filter((skill) => skillInMode(skill, gameMode));
  const skillsById = new Map(skills.map((s) => [s.id, s]));
  const trees = data.trees.map((tree) => treeForMode(tree, skillsById));
  const classesById = new Map(data.classes.map((c) => [c.id, c]));
  const classesBySlug = new Map(data.classes.map((c) => [c.slug, c]));
  const treesById = new Map(trees.map((t) => [t.id, t]));

  const treesByClassId = new Map<number, SkillTree[]>();
  for (const tree of [...trees].sort((a, b) => a.order - b.order || a.id - b.id)) {
    pushTo(treesByClassId, tree.classId, tree);
  }

  const skillsByTreeId = new Map<number, Skill[]>();
  for (const skill of [...skills].sort(compareSkillsForDisplay)) {
    pushTo(skillsByTreeId, skill.treeId, skill);
  }

  const linked = new Map<number, Set<number>>();
  const link = (a: number, b: number) => {
    const set = linked.get(a) ?? new Set<number>();
    set.add(b);
    linked.set(a, set);
  };
  for (const tree of trees) {
    for (const [a, b] of tree.links) {
      link(a, b);
      link(b, a);
    }
  }

  const linkedSkillIds = new Map<number, number[]>();
  const prerequisiteIds = new Map<number, number[]>();
  const dependantIds = new Map<number, number[]>();
  const classIdBySkillId = new Map<number, number>();
  for (const skill of skills) {
    const neighbours = [...(linked.get(skill.id) ?? [])]
      .map((id) => skillsById.get(id))
      .filter((s): s is Skill => s !== undefined)
      .sort(compareSkillsForDisplay);
    linkedSkillIds.set(
      skill.id,
      neighbours.map((s) => s.id),
    );
    prerequisiteIds.set(
      skill.id,
      neighbours.filter((s) => rowOf(s) < rowOf(skill)).map((s) => s.id),
    );
    dependantIds.set(
      skill.id,
      neighbours.filter((s) => rowOf(s) > rowOf(skill)).map((s) => s.id),
    );
    const tree = treesById.get(skill.treeId);
    if (tree) classIdBySkillId.set(skill.id, tree.classId);
  }

  return {
    data,
    gameMode,
    classesById,
    classesBySlug,
    treesById,
    treesByClassId,
    skillsById,
    skillsByTreeId,
    linkedSkillIds,
    prerequisiteIds,
    dependantIds,
    classIdBySkillId,
  };
}

const modeIndexes = new WeakMap<GameData, Map<GameMode, GameIndex>>();

/**
 * The index of the same game data for another game mode (the mode's skills only), made once per
 * data and mode, so a single-player build is checked and drawn with single-player skills.
 */
export function indexForMode(index: GameIndex, mode: GameMode): GameIndex {
  if (index.gameMode === mode) return index;
  let byMode = modeIndexes.get(index.data);
  if (!byMode) {
    byMode = new Map([[index.gameMode, index]]);
    modeIndexes.set(index.data, byMode);
  }
  let other = byMode.get(mode);
  if (!other) {
    other = indexGameData(index.data, mode);
    byMode.set(mode, other);
  }
  return other;
}
