/**
 * Build tags (spec §3, §5, §4 "Leveling Build tag"): the 24 main tags, the 3 type tags, the
 * 6-tag limit, the Leveling Build exclusion and the skill point cap the tag dialog leaves behind.
 */

/** The spec's 24 main build tags, in the spec's order. */
export const MAIN_BUILD_TAGS = [
  'PvE Combat Build',
  'PvP Combat Build',
  'PvE Support Build',
  'PvP Support Build',
  'Sniper',
  'Medium Range Specialist',
  'Short Range Specialist',
  'Melee Specialist',
  'Crowd Controller',
  'Explosive Specialist',
  'Heavy Weapons Specialist',
  'Poison Specialist',
  'Personal Tank',
  'Team Defensive Specialist',
  'Bene Gesserit Witch',
  'Assassin',
  'Mentat Augmented',
  'Survivor',
  'Resource Gatherer',
  'Crafter',
  'Surveyor/Explorer',
  'Pilot',
  'Driver',
  'Mechanic',
] as const;
export type MainBuildTag = (typeof MAIN_BUILD_TAGS)[number];

/** The spec's 3 build type tags. */
export const BUILD_TYPE_TAGS = ['Leveling Build', 'End Game Build', 'Deep Desert Build'] as const;
export type BuildTypeTag = (typeof BUILD_TYPE_TAGS)[number];

export const LEVELING_BUILD: BuildTypeTag = 'Leveling Build';
/** A build may carry at most this many main tags. */
export const MAX_MAIN_TAGS = 6;
/** The cap a Leveling Build starts with when it had none. */
const DEFAULT_SKILL_POINT_CAP = 200;

const mainTagSet: ReadonlySet<string> = new Set(MAIN_BUILD_TAGS);
const typeTagSet: ReadonlySet<string> = new Set(BUILD_TYPE_TAGS);

/** Whether a string is one of the 24 main tags. */
export function isMainBuildTag(tag: string): tag is MainBuildTag {
  return mainTagSet.has(tag);
}

/** Whether a string is one of the 3 type tags. */
export function isBuildTypeTag(tag: string): tag is BuildTypeTag {
  return typeTagSet.has(tag);
}

/** Whether one more main tag may be ticked (a ticked tag can always be unticked). */
export function canAddMainTag(tags: readonly string[], tag: MainBuildTag): boolean {
  return tags.includes(tag) || tags.length < MAX_MAIN_TAGS;
}

/**
 * Ticks or unticks a main tag; a seventh tag is refused (the same tags come back). Tags are
 * kept in the spec's order, so a build's tags compare and encode the same however they were
 * ticked.
 */
export function toggleMainTag(tags: readonly MainBuildTag[], tag: MainBuildTag): MainBuildTag[] {
  const chosen = new Set(tags);
  if (chosen.has(tag)) chosen.delete(tag);
  else if (canAddMainTag(tags, tag)) chosen.add(tag);
  return MAIN_BUILD_TAGS.filter((t) => chosen.has(t));
}

/** Whether two type tags may be ticked together: Leveling Build excludes the other two. */
export function typeTagsCompatible(a: BuildTypeTag, b: BuildTypeTag): boolean {
  return a === b || (a !== LEVELING_BUILD && b !== LEVELING_BUILD);
}

/**
 * Ticks or unticks a type tag, keeping the spec's order. Ticking one that conflicts unticks the
 * conflicting ones, as a player expects from a choice between "levelling" and "end game"
 * rather than a dead checkbox.
 */
export function toggleTypeTag(tags: readonly BuildTypeTag[], tag: BuildTypeTag): BuildTypeTag[] {
  const chosen = new Set(tags.filter((t) => typeTagsCompatible(t, tag)));
  if (tags.includes(tag)) chosen.delete(tag);
  else chosen.add(tag);
  return BUILD_TYPE_TAGS.filter((t) => chosen.has(t));
}

/** The Leveling Build exclusion, as the planner shows it and the checks refuse with it. */
export const TYPE_TAG_RULE =
  'Leveling Build cannot be combined with End Game Build or Deep Desert Build.';

/** Whether a set of type tags respects the Leveling Build exclusion. */
export function areTypeTagsCompatible(tags: readonly string[]): boolean {
  return !tags.includes(LEVELING_BUILD) || tags.every((t) => t === LEVELING_BUILD);
}

/** Whether a build is a Leveling Build (its cap slider and notice show). */
export function isLevelingBuild(typeTags: readonly string[]): boolean {
  return typeTags.includes(LEVELING_BUILD);
}

/**
 * The custom skill point cap once the tag dialog is saved: a Leveling Build keeps its previous
 * cap (200 if it had none); any other build has no custom cap, because its cap slider is hidden
 * and a leftover cap could not be changed.
 */
export function skillPointCapAfterTagsSaved(
  previousCap: number | null,
  typeTags: readonly BuildTypeTag[],
): number | null {
  if (!isLevelingBuild(typeTags)) return null;
  return previousCap ?? DEFAULT_SKILL_POINT_CAP;
}
