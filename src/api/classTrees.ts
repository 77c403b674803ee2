import type { ClassSummary, SkillTreeListItem } from './contract/gameCatalog';

/**
 * Trees shown for a class, by class slug, where the data holds more than the site presents. The
 * spec shows only these three for Planetologist; every other class shows all its trees.
 */
const SHOWN_TREE_NAMES: Readonly<Partial<Record<string, readonly string[]>>> = {
  planetologist: ['Scientist', 'Explorer', 'Mechanic'],
};

/** The skill trees of one class in display order, limited to the trees the site presents. */
export function treesOfClass<T extends SkillTreeListItem>(
  cls: Pick<ClassSummary, 'id' | 'slug'>,
  trees: readonly T[],
): T[] {
  const shown = SHOWN_TREE_NAMES[cls.slug];
  return trees
    .filter((tree) => tree.classId === cls.id && (!shown || shown.includes(tree.name)))
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

/** Classes in the spec's order: by class id, ascending. */
export function sortClassesById<T extends Pick<ClassSummary, 'id'>>(classes: readonly T[]): T[] {
  return [...classes].sort((a, b) => a.id - b.id);
}
