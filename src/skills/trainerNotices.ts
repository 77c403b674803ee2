import type { ClassSlug } from './classSlugs';

/**
 * What the pages say of advanced trainer access (spec §2, §9), apart from its rules
 * (trainerAccess.ts): a page shows a served statement without loading the game's index.
 */

export const TRAINER_WARNING =
  'WARNING - Red skills may not be trainable without access to advance class trainers';

/** The quieter note of a shared build whose author said nothing about trainer access. */
export const TRAINER_ACCESS_UNSTATED =
  'Levels 2-3 need the advanced trainer. The author did not say which advanced trainers they can reach, so no skill is marked red.';

/**
 * What a reader of someone else's build is told of trainer access: `warning`, the spec's red
 * skills and warning, where the build says a class lacks access; `unstated`, a quiet note
 * instead, where it says nothing and has skills at level 2+; `none` otherwise.
 */
export const SHARED_TRAINER_NOTICES = ['warning', 'unstated', 'none'] as const;
export type SharedTrainerNotice = (typeof SHARED_TRAINER_NOTICES)[number];

/** What a reader of a shared build is told of trainer access, and the classes it says lack it. */
export interface SharedTrainerStatement {
  readonly notice: SharedTrainerNotice;
  /** In spec order; empty unless `notice` is `warning`. */
  readonly lacking: readonly ClassSlug[];
}
