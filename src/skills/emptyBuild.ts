import type { ActiveSlots, AdvancedTrainerAccess, Build } from './buildSchema';
import { DEFAULT_BUILD_DESCRIPTION, DEFAULT_BUILD_TITLE } from './buildText';

/*
 * A new build and its parts, apart from the build's schema (./buildSchema.ts re-exports them
 * and uses them as its defaults): the planner starts from one on every load, which must not
 * build zod's schemas (see ./buildLimits.ts).
 */

/** Three empty active slots. */
export const emptySlots = (): ActiveSlots => [null, null, null];

/** Advanced trainer access with every class unticked. */
export function noAdvancedTrainerAccess(): AdvancedTrainerAccess {
  return {
    trooper: false,
    mentat: false,
    planetologist: false,
    'bene-gesserit-acolyte': false,
    swordmaster: false,
  };
}

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
