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
  empty: 'No earlier revisions are kept for this build.',
  loadFailed: 'The history could not be loaded.',
  restore: 'Restore',
  restoreTitle: 'Restore this revision?',
  restoreFailed: 'The revision could not be restored.',
  cancel: 'Cancel',
} as const;

/** The note a restore keeps when the owner wrote none. */
export function restoredNote(number: number): string {
  return `Restored revision ${number}.`;
}
