import type { ClassSlug } from './classSlugs';

/*
 * The empty parts of a build, without zod: ./buildSchema.ts takes them as its defaults and
 * ./emptyBuild.ts makes a new build of them, so neither needs the other to load.
 */

/** A build's three active ability or technique slots; null is an empty slot. */
export type ActiveSlots = [number | null, number | null, number | null];

/** Three empty active slots. */
export const emptySlots = (): ActiveSlots => [null, null, null];

/** Advanced trainer access with every class unticked. */
export function noAdvancedTrainerAccess(): Record<ClassSlug, boolean> {
  return {
    trooper: false,
    mentat: false,
    planetologist: false,
    'bene-gesserit-acolyte': false,
    swordmaster: false,
  };
}
