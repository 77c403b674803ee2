/*
 * Revisions' texts (the viewer's history and the server's answers), apart from their schemas
 * (./buildRevisions.ts), so the viewer can show them before zod loads.
 */

/** At most this many characters in a revision's note. */
export const REVISION_NOTE_MAX = 200;

export const REVISION_TEXTS = {
  notFound: 'Revision not found.',
  onlyAuthor: "Only the build's author can restore one of its revisions.",
  noteTooLong: `A revision note has at most ${REVISION_NOTE_MAX} characters.`,
  badNumber: 'A revision number is a whole number from 1.',
  history: 'History',
  empty: 'No revisions are kept for this build.',
  loadFailed: 'The history could not be loaded.',
  restore: 'Restore',
  restoreTitle: 'Restore this revision?',
  restoreFailed: 'The revision could not be restored.',
  cancel: 'Cancel',
  compare: 'Compare revisions',
  compareFrom: 'From',
  compareTo: 'To',
  compareFailed: 'The revisions could not be compared.',
} as const;

/** The note a restore keeps when the owner wrote none. */
export function restoredNote(number: number): string {
  return `Restored revision ${number}.`;
}
/** What the restore dialog says it will do. */
export function restoreQuestion(number: number): string {
  return `Revision ${number} becomes the build's current version, saved as a new revision. Nothing is lost: every revision stays in the history.`;
}

/** The viewer's line near the heading, for a build saved more than once. */
export function updatedTimes(updates: number): string {
  return updates === 1 ? 'updated once' : `updated ${updates} times`;
}
