import { z } from 'zod';
import { buildSharingSchema } from '../../skills/buildSchema';
import { REPORT_DETAIL_MAX, REPORT_REASONS } from './adminTexts';
import { flaggedFieldSchema } from './flaggedFields';

/**
 * The moderators' desk (/admin): the moderation queue (Restricted and reported builds), build
 * reports from the viewer, the record of desk actions and first-party page views. News and feedback
 * have their own contracts (news.ts, feedback.ts). Every `/api/admin/*` route answers 401 to a
 * visitor and 403 to a player without the admin role; every change it makes is recorded with who
 * and when.
 */

// ---------------------------------------------------------------- reports (viewer)

/** A report's reason: one of REPORT_REASONS. */
const reportReasonSchema = z.enum(REPORT_REASONS);

/** `POST /api/saved-builds/{buildIdOrUrl}/report` body; 201 `{message}`, 409 already reported. */
export const reportRequestSchema = z.object({
  reason: reportReasonSchema,
  detail: z.string().trim().max(REPORT_DETAIL_MAX).default(''),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

// ---------------------------------------------------------------- the queue

/** One open report of a build. */
const buildReportSchema = z.strictObject({
  id: z.string(),
  reason: reportReasonSchema,
  detail: z.string(),
  created_at: z.string(),
  /** The reporting player's username; null for a visitor. */
  reporter: z.string().nullable(),
});

/** A build waiting for a moderator: Restricted by moderation, reported, or both. */
const queuedBuildSchema = z.strictObject({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  username: z.string(),
  sharing: buildSharingSchema,
  /** The listing the owner chose: what a clear restores. */
  chosen_sharing: z.enum(['Public', 'Private']),
  updated_at: z.string(),
  /** The fields moderation flagged, with the words highlighted; empty for a clean build. */
  flagged: z.array(flaggedFieldSchema),
  reports: z.array(buildReportSchema),
});
export type QueuedBuild = z.infer<typeof queuedBuildSchema>;

/** `GET /api/admin/queue`: oldest waiting first. */
export const moderationQueueSchema = z.strictObject({ builds: z.array(queuedBuildSchema) });

/**
 * `POST /api/admin/builds/{id}/decision` body:
 * - `clear`: back to the owner's chosen listing; its reports are closed; later saves with the
 *   same texts are not Restricted again;
 * - `keep`: stays (or becomes) Restricted; reports closed;
 * - `delete`: the build is deleted (its owner's slot is freed).
 */
const MODERATION_DECISIONS = ['clear', 'keep', 'delete'] as const;
export const moderationDecisionSchema = z.object({
  decision: z.enum(MODERATION_DECISIONS),
  /** Why, for the record (optional). */
  note: z.string().trim().max(500).default(''),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** The answer to a decision. */
export const moderationDecisionResponseSchema = z.strictObject({
  message: z.string(),
  /** The build's listing after the decision; null when deleted. */
  sharing: buildSharingSchema.nullable(),
});

// ---------------------------------------------------------------- the record of actions

/** One action taken on the desk. */
const adminActionSchema = z.strictObject({
  id: z.string(),
  at: z.string(),
  /** The moderator's username (or 'command line' for `npm run admin`). */
  admin: z.string(),
  /** e.g. build.clear, build.keep, build.delete, news.create, feedback.done, role.grant. */
  action: z.string(),
  /** What it acted on: a build url, news id, feedback id or username. */
  target: z.string(),
  note: z.string(),
});

/** `GET /api/admin/actions?page=N`: newest first, 50 a page. */
export const adminActionsSchema = z.strictObject({
  actions: z.array(adminActionSchema),
  nextPage: z.number().int().nullable(),
});

// ---------------------------------------------------------------- page views

/**
 * `POST /api/page-views` body: the client reports each page it shows, as its route pattern
 * (`/build-viewer/:buildId`, not the id). No cookie is set; no address or identifier stored:
 * only a count per page and day. 204.
 */
export const pageViewRequestSchema = z.object({
  page: z
    .string()
    .max(100)
    // Upper case too: parameter names are camelCase (`:buildId`).
    .regex(/^\/[A-Za-z0-9/:_-]*$/, 'A route pattern.'),
});

/** `GET /api/admin/page-views?days=30`: counts per page and day (UTC days, oldest first). */
export const pageViewsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export const pageViewsSchema = z.strictObject({
  /** Every day of the range, YYYY-MM-DD, oldest first. */
  days: z.array(z.string()),
  /** One series per page, the most viewed first; `counts[i]` belongs to `days[i]`. */
  pages: z.array(z.strictObject({ page: z.string(), counts: z.array(z.number().int().min(0)) })),
});
export type PageViews = z.infer<typeof pageViewsSchema>;
