import { SAVED_BUILD_LIMIT } from '../../skills/buildListing';

/*
 * Saved builds' texts and outcomes (spec §4, §8), apart from their schemas (./savedBuilds.ts):
 * the planner uses them on every load, which must not build zod's schemas.
 */

/** What players read about saving (spec §8 and §4), one wording for server and client. */
export const SAVED_BUILD_TEXTS = {
  saveFailed: 'Failed to save build',
  overwriteFailed: 'Failed to overwrite build',
  overwriteTitle: 'Overwrite Build?',
  limitTitle: 'Build Limit Reached',
  limitReached: `You have reached the maximum of ${SAVED_BUILD_LIMIT} saved builds. Please delete one or more builds in order to save a new build.`,
  moderationTitle: 'Content Moderation Alert',
  savedRestricted: 'Your build was saved, but some content was flagged and has been restricted.',
  updatedRestricted:
    'Your build was updated, but some content was flagged and has been restricted.',
  saved: 'Your build was saved to your account.',
  updated: 'Your build was updated.',
  fetchFailed: 'Failed to fetch builds',
  deleteFailed: 'Failed to delete build',
  deleted: 'Build deleted.',
  notFound: 'Build not found.',
} as const;

/** The spec's moderation alert on link creation (§8), sent as the 400's message. */
export const LINK_MODERATION_MESSAGE =
  'Your build content was flagged and a shareable link could not be created. Please revise.';

/** The Overwrite dialog's question (spec §8). */
export function overwriteQuestion(title: string): string {
  return `A build named ${title} already exists. Overwrite it?`;
}

/** The 409 answer's message when the account already has a build of that name. */
export function buildNameTakenMessage(title: string): string {
  return `A build named ${title} already exists.`;
}

/** What a save did. The `_AS_RESTRICTED` outcomes mean moderation keeps the build Restricted. */
export const SAVE_OUTCOMES = [
  'CREATED',
  'CREATED_AS_RESTRICTED',
  'UPDATED',
  'UPDATED_AS_RESTRICTED',
] as const;
/** What a save did, as `SAVE_OUTCOMES` names it. */
export type SaveOutcome = (typeof SAVE_OUTCOMES)[number];

/** Whether an outcome means the build is stored as Restricted (the client shows the alert). */
export function isRestrictedOutcome(outcome: SaveOutcome): boolean {
  return outcome === 'CREATED_AS_RESTRICTED' || outcome === 'UPDATED_AS_RESTRICTED';
}
