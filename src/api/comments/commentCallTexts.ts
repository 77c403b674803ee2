/**
 * What a comment call says when it fails without a message of the server's own (no answer, or
 * one this client cannot read). The server's `{ message }` always comes first.
 */
export const COMMENT_CALL_TEXTS = {
  loadFailed: 'The comments could not be loaded. Please try again.',
  postFailed: 'Your comment could not be posted. Please try again.',
  editFailed: 'Your comment could not be changed. Please try again.',
  deleteFailed: 'The comment could not be deleted. Please try again.',
  hideFailed: 'The comment could not be hidden or shown. Please try again.',
  reportFailed: 'The report could not be sent. Please try again.',
} as const;
