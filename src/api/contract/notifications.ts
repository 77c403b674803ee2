import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE } from './notificationsTexts';

/**
 * Following authors and builds, and the notifications that follow: the shapes of their calls,
 * shared by the server (route schemas, OpenAPI) and the client.
 */

const isoTime = z.string().meta({ description: 'ISO 8601 UTC time' });

/** `GET|PUT|DELETE /api/users/{username}/follow` and `/api/saved-builds/{idOrUrl}/follow`. */
export const followStateSchema = z.strictObject({
  /** Whether the asker follows it (false for a visitor). */
  following: z.boolean(),
  /** Accounts following it. */
  followers: z.number().int().min(0),
  /** Set by a change: what the player reads. */
  message: z.string().optional(),
});
export type FollowState = z.infer<typeof followStateSchema>;

const notificationSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: isoTime,
  read: z.boolean(),
  /** The build it is about. */
  build: z.strictObject({ url: z.string(), title: z.string() }),
  /** Who acted (the author, the commenter); null when nobody did or their account is gone. */
  actor: z.string().nullable(),
  /** The comment it is about (`comment`, `reply`). */
  comment_id: z.string().nullable(),
});

/** `GET /api/notifications?page=N`: newest first. */
export const notificationPageSchema = z.strictObject({
  notifications: z.array(notificationSchema).max(NOTIFICATION_PAGE_SIZE),
  unread: z.number().int().min(0),
  nextPage: z.number().int().min(2).nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `GET /api/notifications/unread`: the bell's count. */
export const unreadCountSchema = z.strictObject({ unread: z.number().int().min(0) });

/** `POST /api/notifications/read`: these (or, without ids, all) are read. */
export const markReadRequestSchema = z.strictObject({
  ids: z.array(z.string().max(64)).max(NOTIFICATION_PAGE_SIZE).optional(),
});

/** `GET|PUT /api/notifications/settings`: each kind's switch. */
export const notificationSettingsSchema = z.strictObject({
  kinds: z.strictObject(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      (typeof NOTIFICATION_KINDS)[number],
      z.ZodBoolean
    >,
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
