/*
 * The build's limits (spec §5, §9), apart from its schema (./buildSchema.ts):
 * the planner, the share code and the skill point cap use them on every page load, and importing
 * the schema's module for them built zod's schemas there, zod's cold start included (the
 * planner's largest piece of main-thread work on load after React's).
 */
import { CLASS_SLUGS } from './classSlugs';

/** Highest level any skill can reach (spec §9). */
export const MAX_SKILL_LEVEL = 3;
/** Highest custom skill point cap (spec §5). */
export const MAX_SKILL_POINT_CAP = 200;
/** A character's highest level and highest Combat specialisation level (game 1.5.3.6). */
export const MAX_CHARACTER_LEVEL = 200;
export const MAX_COMBAT_LEVEL = 100;
/**
 * The unlock checklist's rows a player can tick besides the advanced trainers (which are the
 * spec's advanced trainer access): each class's basic trainer and capstone keys, the Trial of Aql.
 * Their order is the share code's.
 */
export const UNLOCK_TICKS = [
  ...CLASS_SLUGS.map((slug) => `basic:${slug}` as const),
  ...CLASS_SLUGS.map((slug) => `capstones:${slug}` as const),
  'trial-of-aql',
] as const;
export type UnlockTick = (typeof UNLOCK_TICKS)[number];

/** Three ability slots and three technique slots (spec §9). */
export const ACTIVE_SLOT_COUNT = 3;
/**
 * Bounds on list lengths. The game has ~110 skills of at most 3 levels; the bounds leave room
 * for growth while keeping hostile bodies from costing the server real work.
 */
export const MAX_BUILD_SKILLS = 400;
export const MAX_PLAN_ENTRIES = MAX_BUILD_SKILLS * MAX_SKILL_LEVEL;
