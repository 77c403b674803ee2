import { sql } from 'kysely';
import type { DigestChoice, NotificationKind } from '../../src/api/contract/notificationsTexts';
import type { NotificationDb } from './notificationTables';

/**
 * Stores notifications and their settings (migration 0029). An event reaches a page of its
 * recipients in one INSERT … SELECT: each recipient is one row of the select, filtered by their
 * switches, and a build's unread notification of the same kind is not repeated.
 */

/** One event to tell about. */
interface NotificationEvent {
  /** Random: with the recipient's id, each row's id. */
  id: string;
  kind: NotificationKind;
  buildId: string;
  /** Who acted; never notified of their own act. */
  actorId: string | null;
  commentId: string | null;
  at: string;
}

/** Who hears of an event: an author's followers, a build's, or these accounts. */
export type Recipients =
  { authorFollowers: string } | { buildFollowers: string } | { users: readonly string[] };

/** A notification as its page shows it. */
interface NotificationRow {
  id: string;
  kind: NotificationKind;
  created_at: string;
  read_at: string | null;
  build_url: string;
  build_title: string;
  actor: string | null;
  comment_id: string | null;
}

/** An account's stored settings. */
interface SettingsRow {
  off_kinds: string;
  digest: DigestChoice;
}

/** What a save of the settings writes: the switches, and a digest's new schedule when it changed. */
interface SettingsChange {
  off_kinds: string;
  digest?: { choice: DigestChoice; dueAt: string | null; since: string };
}

export interface NotificationRepository {
  /** The next `limit` followers of an author or a build after `after`, in id order. */
  followers(
    recipients: Exclude<Recipients, { users: readonly string[] }>,
    after: string,
    limit: number,
  ): Promise<string[]>;
  /** Writes the event's rows for these accounts; how many it reached. */
  fanOut(event: NotificationEvent, userIds: readonly string[]): Promise<number>;
  /** A page of the account's notifications about builds they may see, newest first. */
  page(userId: string, offset: number, limit: number): Promise<NotificationRow[]>;
  unread(userId: string): Promise<number>;
  /** The account's unread notifications after `since` (as `page`), newest first. */
  unreadSince(userId: string, since: string, limit: number): Promise<NotificationRow[]>;
  /** How many unread notifications came after `since`. */
  unreadCountSince(userId: string, since: string): Promise<number>;
  /** Marks these (all, without ids) read. */
  markRead(userId: string, ids: readonly string[] | undefined, at: string): Promise<void>;
  settings(userId: string): Promise<SettingsRow | undefined>;
  saveSettings(userId: string, settings: SettingsChange): Promise<void>;
}

export function createNotificationRepository(db: NotificationDb): NotificationRepository {
  /** Only builds the reader may see: Public ones, and their own. */
  const visible = (userId: string) =>
    db
      .selectFrom('notifications as n')
      .innerJoin('saved_builds as b', 'b.id', 'n.build_id')
      .where('n.user_id', '=', userId)
      .where((eb) => eb.or([eb('b.sharing', '=', 'Public'), eb('b.user_id', '=', userId)]));

  const listed = (userId: string) =>
    visible(userId)
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .select([
        'n.id',
        'n.kind',
        'n.created_at',
        'n.read_at',
        'b.url as build_url',
        'b.name as build_title',
        'a.username as actor',
        'n.comment_id',
      ])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc');

  async function count(query: ReturnType<typeof visible>): Promise<number> {
    const row = await query
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  return {
    async followers(recipients, after, limit) {
      const rows =
        'authorFollowers' in recipients
          ? await db
              .selectFrom('author_follows')
              .select('follower_id')
              .where('author_id', '=', recipients.authorFollowers)
              .where('follower_id', '>', after)
              .orderBy('follower_id')
              .limit(limit)
              .execute()
          : await db
              .selectFrom('build_follows')
              .select('follower_id')
              .where('build_id', '=', recipients.buildFollowers)
              .where('follower_id', '>', after)
              .orderBy('follower_id')
              .limit(limit)
              .execute();
      return rows.map((row) => row.follower_id);
    },

    async fanOut(event, userIds) {
      if (userIds.length === 0) return 0;
      const notActor = event.actorId === null ? sql`` : sql`and r.user_id <> ${event.actorId}`;
      // A comment is news each time; a build's other news waits once, unread.
      const notRepeated =
        event.commentId === null
          ? sql`and not exists (select 1 from notifications o where o.user_id = r.user_id
              and o.kind = ${event.kind} and o.build_id = ${event.buildId}
              and o.read_at is null)`
          : sql``;
      const result = await sql`insert into notifications
          (id, user_id, kind, build_id, actor_id, comment_id, created_at)
        select ${event.id} || '.' || r.user_id, r.user_id, ${event.kind}, ${event.buildId},
          ${event.actorId}, ${event.commentId}, ${event.at}
        from (select id as user_id from users where id in (${sql.join(userIds)})) r
        where not exists (select 1 from notification_settings s
          where s.user_id = r.user_id and s.off_kinds like ${`%"${event.kind}"%`})
        ${notActor} ${notRepeated}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },

    page: (userId, offset, limit) => listed(userId).offset(offset).limit(limit).execute(),

    unread: (userId) => count(visible(userId).where('n.read_at', 'is', null)),

    unreadSince: (userId, since, limit) =>
      listed(userId)
        .where('n.read_at', 'is', null)
        .where('n.created_at', '>', since)
        .limit(limit)
        .execute(),

    unreadCountSince: (userId, since) =>
      count(visible(userId).where('n.read_at', 'is', null).where('n.created_at', '>', since)),

    async markRead(userId, ids, at) {
      let query = db
        .updateTable('notifications')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids !== undefined) {
        if (ids.length === 0) return;
        query = query.where('id', 'in', ids);
      }
      await query.execute();
    },

    settings: (userId) =>
      db
        .selectFrom('notification_settings')
        .select(['off_kinds', 'digest'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    async saveSettings(userId, { off_kinds, digest }) {
      // A new digest choice starts its schedule afresh and frees any claim on the old one.
      const schedule = digest
        ? {
            digest: digest.choice,
            digest_due_at: digest.dueAt,
            digest_since: digest.since,
            digest_claim: null,
            digest_claimed_until: null,
          }
        : {};
      await db
        .insertInto('notification_settings')
        .values({ user_id: userId, off_kinds, ...schedule })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ off_kinds, ...schedule }))
        .execute();
    },
  };
}
