/*
 * Comments on builds: their limits and the texts players and moderators read, apart from their
 * schemas (./comments.ts) so the viewer's comment list needs no zod until a player writes.
 */

/** The longest comment, in characters. */
export const COMMENT_BODY_MAX = 2_000;
/** Top-level comments per page, each with all its replies. */
export const COMMENT_PAGE_SIZE = 20;
/** Replies one comment takes. */
export const REPLIES_PER_COMMENT = 100;
/** The longest free-text detail of a comment report. */
export const COMMENT_REPORT_DETAIL_MAX = 500;

/**
 * What a comment is now:
 * - `visible`: everyone reads it;
 * - `held`: moderation flagged it; only its writer (and the moderators) read it until a moderator
 *   keeps it;
 * - `hidden`: the build's author hid it; its writer and the build's author still read it;
 * - `removed`: a moderator removed it; only its writer reads it;
 * - `deleted`: its writer (or their account) is gone; nobody reads it.
 * A comment nobody else may read is listed to them only as a placeholder, when it has replies.
 */
export const COMMENT_STATES = ['visible', 'held', 'hidden', 'removed', 'deleted'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** Why the asker may not comment on a build: not logged in, not Public, or suspended. */
export const COMMENT_BLOCKS = ['login', 'not-public', 'suspended'] as const;
export type CommentBlock = (typeof COMMENT_BLOCKS)[number];

/** Reasons a player picks from when reporting a comment. */
export const COMMENT_REPORT_REASONS = [
  'Offensive language',
  'Harassment',
  'Spam or advertising',
  'Other',
] as const;

/** What players and moderators read about comments, one wording for server and client. */
export const COMMENT_TEXTS = {
  heading: 'Comments',
  empty: 'No comments yet. Be the first to say what you think of this build.',
  loginToComment: 'Log in to comment.',
  notPublic: 'Comments are open on Public builds only.',
  suspended: 'Commenting is suspended for your account.',
  bodyLabel: 'Your comment',
  replyLabel: 'Your reply',
  bodyRequired: 'Write something first.',
  tooLong: `A comment is at most ${COMMENT_BODY_MAX} characters.`,
  formatHint: 'Markdown: **bold**, *italic*, `code`, lists, quotes and links.',
  post: 'Post comment',
  reply: 'Reply',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteConfirm: 'Delete this comment? This cannot be undone.',
  hide: 'Hide',
  unhide: 'Show again',
  report: 'Report',
  more: 'More comments',
  posted: 'Comment posted.',
  replied: 'Reply posted.',
  edited: 'Comment updated.',
  deleted: 'Comment deleted.',
  hidden: 'Comment hidden: only you and its writer can read it now.',
  unhidden: 'Comment shown again.',
  held: 'Your comment waits for a moderator: only you can read it until then.',
  notFound: 'Comment not found.',
  buildNotFound: 'Build not found.',
  threadFull: `A comment takes at most ${REPLIES_PER_COMMENT} replies.`,
  removedLocked: 'A moderator removed this comment: it can no longer be edited.',
  notYours: 'Only the build’s author can hide comments on it.',
  ownReport: 'You cannot report your own comment.',
  tooMany: 'You have written many comments in a short time. Please try again later.',
  /** Placeholders and marks in the list. */
  heldNote: 'Waiting for a moderator: only you can read this.',
  waitingNote: 'Waiting for a moderator.',
  hiddenNote: 'Hidden by the build’s author.',
  removedNote: 'Removed by a moderator.',
  deletedNote: 'Deleted.',
  editedMark: 'edited',
  /** Reports. */
  reportTitle: 'Report this comment',
  reportReasonLabel: 'Why should a moderator look at this comment?',
  reportSent: 'Thank you: a moderator will look at this comment.',
  alreadyReported: 'You have already reported this comment.',
  /** The moderators' desk. */
  deskEmpty: 'No comments wait for review.',
  kept: 'Comment kept: everyone can read it.',
  removed: 'Comment removed.',
  suspendedFor: (username: string) => `Commenting suspended for ${username}.`,
  restoredFor: (username: string) => `${username} can comment again.`,
} as const;

/** The text a player reads for a comment they may not read, or null when they may. */
export function commentPlaceholder(state: CommentState): string | null {
  if (state === 'held') return COMMENT_TEXTS.waitingNote;
  if (state === 'hidden') return COMMENT_TEXTS.hiddenNote;
  if (state === 'removed') return COMMENT_TEXTS.removedNote;
  if (state === 'deleted') return COMMENT_TEXTS.deletedNote;
  return null;
}
