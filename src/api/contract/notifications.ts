import { z } from 'zod';
import { DIGEST_CHOICES, NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE } from './notificationsTexts';

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

const kindSwitchesSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >,
);

/** `GET /api/notifications/settings` (and the PUT's answer): each kind's switch and the digest. */
export const notificationSettingsSchema = z.strictObject({
  kinds: kindSwitchesSchema,
  /** The email digest of unread notifications. */
  digest: z.enum(DIGEST_CHOICES),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /api/notifications/settings`: every kind's switch; the digest stays as it is without one. */
export const notificationSettingsChangeSchema = z.strictObject({
  kinds: kindSwitchesSchema,
  digest: z.enum(DIGEST_CHOICES).optional(),
});
export type NotificationSettingsChange = z.infer<typeof notificationSettingsChangeSchema>;

/**
 * `POST /api/notifications/unsubscribe`: the key of a digest's unsubscribe link (the page sends
 * it from the link's fragment). Mail programs' one-click POST goes to
 * `/api/notifications/unsubscribe/one-click?key=…` with the form body `List-Unsubscribe=One-Click`.
 */
export const digestUnsubscribeSchema = z.strictObject({ key: z.string().min(1).max(200) });

/** What an unsubscribe came to. */
export const digestUnsubscribedSchema = z.strictObject({ message: z.string() });
