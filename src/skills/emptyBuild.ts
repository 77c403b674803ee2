import { emptySlots, noAdvancedTrainerAccess } from './buildDefaults';
import type { Build } from './buildSchema';
import { DEFAULT_BUILD_DESCRIPTION, DEFAULT_BUILD_TITLE } from './buildText';

/*
 * A new build, apart from the build's schema: the planner starts from one on every load, which
 * must not build zod's schemas (see ./buildLimits.ts).
 */

/** A new build: default texts, no skills, empty slots, trooper, no custom cap. */
export function emptyBuild(): Build {
  return {
    buildTitle: DEFAULT_BUILD_TITLE,
    buildDescription: DEFAULT_BUILD_DESCRIPTION,
    buildGuide: '',
    buildTags: [],
    buildTypeTags: [],
    customSkillPointCap: null,
    characterBuild: [],
    levellingPlan: [],
    activeAbilities: emptySlots(),
    activeTechniques: emptySlots(),
    buildSharing: 'Private',
    buildLikes: 0,
    skillpoints: 0,
    selectedClass: 'trooper',
    levelingOrder: true,
    advancedTrainerAccess: noAdvancedTrainerAccess(),
    hasAllAdvancedTrainerAccess: false,
  };
}
