/**
 * The spec's class slugs, which double as the planner's class ids, without zod: pages that only
 * list or filter by class (the community list) need them on their first screen, before any
 * schema. slugSchemas.ts builds the slug schema from this list.
 */
export const CLASS_SLUGS = [
  'trooper',
  'mentat',
  'planetologist',
  'bene-gesserit-acolyte',
  'swordmaster',
] as const;

/** One class slug. */
export type ClassSlug = (typeof CLASS_SLUGS)[number];
