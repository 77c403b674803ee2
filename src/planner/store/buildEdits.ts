import type { Build } from '../../skills/buildSchema';
import {
  normalizeBuildDescription,
  normalizeBuildGuide,
  normalizeBuildTitle,
} from '../../skills/buildText';
import type { ClassSlug } from '../../skills/gameData';
import type { BuildTypeTag, MainBuildTag } from '../../skills/tags';
import {
  areTypeTagsCompatible,
  BUILD_TYPE_TAGS,
  MAIN_BUILD_TAGS,
  MAX_MAIN_TAGS,
  skillPointCapAfterTagsSaved,
} from '../../skills/tags';

/**
 * The planner's edits of a build that are not skill rules: each composes the engine's own
 * functions and limits (src/skills) and returns the same build when nothing changes, so the
 * store can tell a no-op by identity and record no undo step for it.
 */

/** The edit title/description dialog's save: the engine's normalised texts. */
export function withBuildTexts(build: Build, title: string, description: string): Build {
  const buildTitle = normalizeBuildTitle(title);
  const buildDescription = normalizeBuildDescription(description);
  if (buildTitle === build.buildTitle && buildDescription === build.buildDescription) return build;
  return { ...build, buildTitle, buildDescription };
}

/** The guide editor's text, cut to the guide limit. */
export function withBuildGuide(build: Build, text: string): Build {
  const buildGuide = normalizeBuildGuide(text);
  return buildGuide === build.buildGuide ? build : { ...build, buildGuide };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The tags dialog's save (spec §4 "Leveling Build tag"): the tags in the spec's order, and the
 * cap the engine leaves behind. Tags that break the limits (a seventh tag, Leveling Build with
 * another type tag) change nothing: the dialog never offers them.
 */
export function withBuildTags(
  build: Build,
  tags: readonly string[],
  typeTags: readonly string[],
): Build {
  const buildTags: MainBuildTag[] = MAIN_BUILD_TAGS.filter((tag) => tags.includes(tag));
  const buildTypeTags: BuildTypeTag[] = BUILD_TYPE_TAGS.filter((tag) => typeTags.includes(tag));
  if (buildTags.length > MAX_MAIN_TAGS || !areTypeTagsCompatible(buildTypeTags)) return build;
  const customSkillPointCap = skillPointCapAfterTagsSaved(build.customSkillPointCap, buildTypeTags);
  if (
    sameList(buildTags, build.buildTags) &&
    sameList(buildTypeTags, build.buildTypeTags) &&
    customSkillPointCap === build.customSkillPointCap
  ) {
    return build;
  }
  return { ...build, buildTags, buildTypeTags, customSkillPointCap };
}

/** Whether the leveling plan is shown in the order the skills were taken. */
export function withLevelingOrder(build: Build, levelingOrder: boolean): Build {
  return build.levelingOrder === levelingOrder ? build : { ...build, levelingOrder };
}

/** The class whose trees the planner shows (sent with links, kept in share codes). */
export function withSelectedClass(build: Build, selectedClass: ClassSlug): Build {
  return build.selectedClass === selectedClass ? build : { ...build, selectedClass };
}
