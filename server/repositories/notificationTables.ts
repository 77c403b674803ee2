import type { Generated, Kysely } from 'kysely';
import type { DigestChoice, NotificationKind } from '../../src/api/contract/notificationsTexts';
import type { CommentDb } from './commentTables';

/** The follow and notification tables of migrations 0029-0030 as Kysely sees them. */

interface AuthorFollowsTable {
  follower_id: string;
  author_id: string;
  created_at: string;
}

interface BuildFollowsTable {
  follower_id: string;
  build_id: string;
  created_at: string;
}

interface NotificationsTable {
  /** The event's id, '.', the recipient's id: unique per event and recipient. */
  id: string;
  user_id: string;
  kind: NotificationKind;
  build_id: string;
  actor_id: string | null;
  comment_id: string | null;
  created_at: string;
  read_at: string | null;
}

interface NotificationSettingsTable {
  user_id: string;
  /** JSON list of the kinds switched off. */
  off_kinds: string;
  /** Migration 0030: the email digest and its schedule. */
  digest: Generated<DigestChoice>;
  digest_due_at: string | null;
  digest_since: string | null;
  digest_claim: string | null;
  digest_claimed_until: string | null;
}

// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
type NotificationTables = {
  author_follows: AuthorFollowsTable;
  build_follows: BuildFollowsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
};

/** A database handle that knows the follow, notification, comment, build and account tables. */
export type NotificationDb = Kysely<
  CommentDb extends Kysely<infer T> ? T & NotificationTables : never
>;

/** The same connection, typed with the follow and notification tables too. */
export function notificationDb(db: CommentDb): NotificationDb {
  return db.$extendTables<NotificationTables>();
}
