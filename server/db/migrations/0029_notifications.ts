import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Following and notifications.
 *
 * `author_follows` and `build_follows`: who follows whom and what; a fan-out reads them a page at
 * a time by the followed author or build, and the cascades drop them with either side.
 * `notifications`: one row per account and event, written by one INSERT … SELECT per page;
 * unread ones are counted from their own partial index (the header's bell asks on every page).
 * `notification_settings`: the kinds an account switched off; without a row, every kind is on.
 */
export const notifications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('author_follows')
      .addColumn('follower_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('author_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('author_follows_pk', ['follower_id', 'author_id'])
      .execute();
    await sql`create index author_follows_author_idx on author_follows (author_id, follower_id)`.execute(
      db,
    );

    await db.schema
      .createTable('build_follows')
      .addColumn('follower_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('build_id', 'text', (col) =>
        col.notNull().references('saved_builds.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('build_follows_pk', ['follower_id', 'build_id'])
      .execute();
    await sql`create index build_follows_build_idx on build_follows (build_id, follower_id)`.execute(
      db,
    );

    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('build_id', 'text', (col) =>
        col.notNull().references('saved_builds.id').onDelete('cascade'),
      )
      .addColumn('actor_id', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('comment_id', 'text', (col) =>
        col.references('build_comments.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await sql`create index notifications_user_idx
      on notifications (user_id, created_at desc, id desc)`.execute(db);
    await sql`create index notifications_unread_idx
      on notifications (user_id, kind, build_id) where read_at is null`.execute(db);
    // The cascades from a deleted build or comment find their notifications.
    await sql`create index notifications_build_idx on notifications (build_id)`.execute(db);
    await sql`create index notifications_comment_idx on notifications (comment_id)
      where comment_id is not null`.execute(db);

    await db.schema
      .createTable('notification_settings')
      .addColumn('user_id', 'text', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      // The kinds switched off, as a JSON list (empty: every kind on).
      .addColumn('off_kinds', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notification_settings').execute();
    await db.schema.dropTable('notifications').execute();
    await db.schema.dropTable('build_follows').execute();
    await db.schema.dropTable('author_follows').execute();
  },
};
