import { skillLevels } from './allocation';
import type { Build } from './buildSchema';
import { CLASS_SLUGS, type ClassSlug } from './classSlugs';
import type { GameIndex } from './gameIndex';

/**
 * Two builds' skills overlaid node by node, per class: which build takes each skill and at what
 * level. Both builds are read on one game data (the compare page migrates the older one first).
 */

/** How the two builds take one skill: 'changed' is taken by both at different levels. */
export type CompareNodeState = 'both' | 'only-a' | 'only-b' | 'changed';

export interface CompareNode {
  skillId: number;
  name: string;
  treeId: number;
  treeName: string;
  /** 0 when not taken. */
  levelA: number;
  levelB: number;
  state: CompareNodeState;
}

/** The skills of one class either build takes, in its trees' order. */
export interface ClassCompare {
  classSlug: ClassSlug;
  nodes: CompareNode[];
}

function nodeState(levelA: number, levelB: number): CompareNodeState {
  if (levelA === 0) return 'only-b';
  if (levelB === 0) return 'only-a';
  return levelA === levelB ? 'both' : 'changed';
}

/** Every class either build takes a skill in (the classes' order), with those skills. */
export function compareNodes(a: Build, b: Build, index: GameIndex): ClassCompare[] {
  const levelsA = skillLevels(a.characterBuild);
  const levelsB = skillLevels(b.characterBuild);
  const classes: ClassCompare[] = [];
  for (const classSlug of CLASS_SLUGS) {
    const gameClass = index.classesBySlug.get(classSlug);
    if (!gameClass) continue;
    const nodes: CompareNode[] = [];
    for (const tree of index.treesByClassId.get(gameClass.id) ?? []) {
      for (const skill of index.skillsByTreeId.get(tree.id) ?? []) {
        const levelA = levelsA.get(skill.id) ?? 0;
        const levelB = levelsB.get(skill.id) ?? 0;
        if (levelA === 0 && levelB === 0) continue;
        nodes.push({
          skillId: skill.id,
          name: skill.name,
          treeId: tree.id,
          treeName: tree.name,
          levelA,
          levelB,
          state: nodeState(levelA, levelB),
        });
      }
    }
    if (nodes.length > 0) classes.push({ classSlug, nodes });
  }
  return classes;
}
