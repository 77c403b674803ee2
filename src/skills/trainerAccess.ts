import type { Build } from './buildSchema';
import type { ClassSlug } from './gameData';
import { CLASS_SLUGS } from './classSlugs';
import { indexForMode, type GameIndex } from './gameIndex';
import { buildGameMode } from './gameModeRules';
import { classSlugOfSkill } from './skillLookup';
import type { SharedTrainerNotice, SharedTrainerStatement } from './trainerNotices';

/**
 * Advanced trainer access (spec §2, §9): levels 2 and above of a class's skills need the class's
 * advanced trainer, or access to all of them. Without it those levels show red with a warning.
 */

/** Whether the build has advanced trainer access for a class (its own box or the master box). */
export function hasAdvancedTrainerAccess(build: Build, slug: ClassSlug): boolean {
  return build.hasAllAdvancedTrainerAccess || build.advancedTrainerAccess[slug];
}

/** Ticks or unticks one class's box; the master box follows (ticked when all five are). */
export function setAdvancedTrainerAccess(build: Build, slug: ClassSlug, value: boolean): Build {
  const advancedTrainerAccess = { ...build.advancedTrainerAccess, [slug]: value };
  return {
    ...build,
    advancedTrainerAccess,
    hasAllAdvancedTrainerAccess: CLASS_SLUGS.every((s) => advancedTrainerAccess[s]),
  };
}

/** Ticks or unticks the master box, and every class's box with it. */
export function setAllAdvancedTrainerAccess(build: Build, value: boolean): Build {
  const advancedTrainerAccess = { ...build.advancedTrainerAccess };
  for (const slug of CLASS_SLUGS) advancedTrainerAccess[slug] = value;
  return { ...build, advancedTrainerAccess, hasAllAdvancedTrainerAccess: value };
}

/** Whether a skill at a level shows red: level 2+ in a class without advanced access. */
export function isRedSkillLevel(
  build: Build,
  index: GameIndex,
  skillId: number,
  level: number,
): boolean {
  if (level < 2) return false;
  const slug = classSlugOfSkill(index, skillId);
  return slug !== undefined && !hasAdvancedTrainerAccess(build, slug);
}

/** The build's skills that show red. */
export function redSkillIds(build: Build, index: GameIndex): Set<number> {
  const red = new Set<number>();
  for (const entry of build.characterBuild) {
    if (isRedSkillLevel(build, index, entry.skillId, entry.level)) red.add(entry.skillId);
  }
  return red;
}

/** Whether the trainer warning shows: at least one red skill. */
export function showsTrainerWarning(build: Build, index: GameIndex): boolean {
  return build.characterBuild.some((entry) =>
    isRedSkillLevel(build, index, entry.skillId, entry.level),
  );
}

/**
 * Whether the build says anything about its author's trainer access: a box ticked. Builds store
 * every box (unticked ones as false, old builds included), so "none ticked" is all there is to
 * tell an author who never opened the boxes; one who lacks every trainer reads the same.
 */
export function statesTrainerAccess(build: Build): boolean {
  return (
    build.hasAllAdvancedTrainerAccess || CLASS_SLUGS.some((s) => build.advancedTrainerAccess[s])
  );
}

/** The classes the build says lack the advanced trainer its level 2+ skills need, in spec order. */
function classesLackingAccess(build: Build, index: GameIndex): ClassSlug[] {
  const lacking = new Set<ClassSlug>();
  for (const entry of build.characterBuild) {
    const slug = classSlugOfSkill(index, entry.skillId);
    if (slug !== undefined && isRedSkillLevel(build, index, entry.skillId, entry.level)) {
      lacking.add(slug);
    }
  }
  return CLASS_SLUGS.filter((slug) => lacking.has(slug));
}

function sharedTrainerNotice(build: Build, index: GameIndex): SharedTrainerNotice {
  if (!showsTrainerWarning(build, index)) return 'none';
  return statesTrainerAccess(build) ? 'warning' : 'unstated';
}

/**
 * The viewer's trainer statement of a build, on the skills of its own game mode: the same in the
 * browser and on the server, which sends it with the build it opened so the page shows it first.
 */
export function sharedTrainerStatement(build: Build, index: GameIndex): SharedTrainerStatement {
  const modeIndex = indexForMode(index, buildGameMode(build));
  const notice = sharedTrainerNotice(build, modeIndex);
  return { notice, lacking: notice === 'warning' ? classesLackingAccess(build, modeIndex) : [] };
}
