import { z } from 'zod';
import { visibleMultiline } from '../../skills/visibleText';
import { flaggedFieldSchema } from './flaggedFields';
import {
  COMMENT_BLOCKS,
  COMMENT_BODY_MAX,
  COMMENT_REPORT_DETAIL_MAX,
  COMMENT_REPORT_REASONS,
  COMMENT_STATES,
  COMMENT_TEXTS,
} from './commentsTexts';

/**
 * Comments on Public builds: the shapes of their calls, shared by the server (route schemas,
 * OpenAPI) and the client. A comment is markdown (the guide's rules, without headings or
 * images), on a build or in reply to one of its top-level comments (one level of replies).
 */

/** A comment's id: 12 letters, digits, `-` or `_`. */
export const commentIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{12}$/, 'A comment id is 12 letters, digits, - or _.');

const isoTime = z.string().meta({ description: 'ISO 8601 UTC time' });

const bodySchema = z
  .string()
  .transform((text) => visibleMultiline(text).trim())
  .pipe(z.string().min(1, COMMENT_TEXTS.bodyRequired).max(COMMENT_BODY_MAX, COMMENT_TEXTS.tooLong));

/** `POST /api/saved-builds/{idOrUrl}/comments`: a comment, or a reply to `parent_id` (201). */
export const postCommentRequestSchema = z.strictObject({
  body: bodySchema,
  /** The comment answered; a reply to a reply goes under the comment that one answers. */
  parent_id: commentIdSchema.optional(),
});
export type PostCommentRequest = z.input<typeof postCommentRequestSchema>;

/** `PATCH /api/comments/{id}`: the writer's new text. */
export const editCommentRequestSchema = z.strictObject({ body: bodySchema });
export type EditCommentRequest = z.input<typeof editCommentRequestSchema>;

/** `POST /api/comments/{id}/report`: 201 `{message}`, 409 already reported. */
export const commentReportRequestSchema = z.strictObject({
  reason: z.enum(COMMENT_REPORT_REASONS),
  detail: z.string().trim().max(COMMENT_REPORT_DETAIL_MAX).default(''),
});
export type CommentReportRequest = z.input<typeof commentReportRequestSchema>;

/** One comment as the asker may read it. */
const commentSchema = z.strictObject({
  id: commentIdSchema,
  /** The top-level comment it answers; null for a top-level comment. */
  parent_id: commentIdSchema.nullable(),
  /** Its writer; null once deleted. */
  username: z.string().nullable(),
  /** Its markdown; empty when the asker may not read it (see COMMENT_STATES). */
  body: z.string(),
  state: z.enum(COMMENT_STATES),
  created_at: isoTime,
  /** When its writer last changed it; null if never. */
  edited_at: isoTime.nullable(),
  /** The asker wrote it: may edit and delete it. */
  mine: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its replies, oldest first. */
const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** `GET /api/saved-builds/{idOrUrl}/comments?page=N`: newest threads first. */
export const commentPageSchema = z.strictObject({
  comments: z.array(commentThreadSchema),
  /** Comments everyone may read on the build, replies included. */
  total: z.number().int().min(0),
  /** 1-based; null at the end. */
  nextPage: z.number().int().min(2).nullable(),
  /** Why the asker may not comment; null when they may. */
  blocked: z.enum(COMMENT_BLOCKS).nullable(),
  /** The asker is the build's author: may hide and show comments on it. */
  moderates: z.boolean(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const commentPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** What a post, an edit, a hide or a show answers: the comment as it is now. */
export const commentChangeSchema = z.strictObject({
  message: z.string(),
  comment: commentSchema,
});
export type CommentChange = z.infer<typeof commentChangeSchema>;

// ---------------------------------------------------------------- the moderators' desk

/** One open report of a comment. */
const commentReportSchema = z.strictObject({
  id: z.string(),
  reason: z.enum(COMMENT_REPORT_REASONS),
  detail: z.string(),
  created_at: isoTime,
  reporter: z.string().nullable(),
});

/** A comment waiting for a moderator: held by moderation, reported, or both. */
const queuedCommentSchema = z.strictObject({
  id: commentIdSchema,
  body: z.string(),
  state: z.enum(COMMENT_STATES),
  /** Its writer. */
  username: z.string(),
  /** Whether its writer's commenting is suspended now. */
  writer_suspended: z.boolean(),
  /** The build it is on. */
  build: z.strictObject({ url: z.string(), title: z.string(), username: z.string() }),
  created_at: isoTime,
  edited_at: isoTime.nullable(),
  /** The flagged words of its text, highlighted; empty for a clean comment. */
  flagged: z.array(flaggedFieldSchema),
  reports: z.array(commentReportSchema),
});
export type QueuedComment = z.infer<typeof queuedCommentSchema>;

/** `GET /api/admin/comments`: the longest waiting first. */
export const commentQueueSchema = z.strictObject({ comments: z.array(queuedCommentSchema) });
export type CommentQueue = z.infer<typeof commentQueueSchema>;

/**
 * `POST /api/admin/comments/{id}/decision`: `keep` shows it to everyone and closes its reports;
 * `remove` takes it down for everyone but its writer.
 */
const COMMENT_DECISIONS = ['keep', 'remove'] as const;
export const commentDecisionSchema = z.strictObject({
  decision: z.enum(COMMENT_DECISIONS),
  note: z.string().trim().max(500).default(''),
});
export type CommentDecision = z.input<typeof commentDecisionSchema>;

export const commentDecisionResponseSchema = z.strictObject({
  message: z.string(),
  state: z.enum(COMMENT_STATES),
});

/** `PUT /api/admin/users/{username}/commenting`: suspend or restore an account's commenting. */
export const commentingRequestSchema = z.strictObject({
  suspended: z.boolean(),
  note: z.string().trim().max(500).default(''),
});
export type CommentingRequest = z.input<typeof commentingRequestSchema>;

export const commentingResponseSchema = z.strictObject({
  message: z.string(),
  suspended: z.boolean(),
});
