import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Comments on builds, their reports and suspended commenting.
 *
 * `build_comments`: a comment on a build (`parent_id` null) or a reply to a top-level comment.
 * `state` is one of COMMENT_STATES; `review_since` puts a held or reported comment in the
 * desk's comment queue, null when nothing waits. The cascades remove a build's comments with the
 * build and a comment's replies with the comment; a deleted account's comments stay as
 * placeholders (the repository blanks them) so replies to them keep their thread.
 * `comment_reports`: one report per comment and account, race-safe by its unique key.
 * `commenting_suspensions`: an account a moderator stopped from commenting.
 */
export const comments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('build_comments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('build_id', 'text', (col) =>
        col.notNull().references('saved_builds.id').onDelete('cascade'),
      )
      .addColumn('parent_id', 'text', (col) =>
        col.references('build_comments.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('edited_at', 'text')
      .addColumn('review_since', 'text')
      .execute();
    // A build's page of threads, newest first, without a sort.
    await sql`create index build_comments_threads_idx
      on build_comments (build_id, created_at desc, id desc) where parent_id is null`.execute(db);
    await sql`create index build_comments_replies_idx
      on build_comments (parent_id, created_at, id) where parent_id is not null`.execute(db);
    // The count everyone reads, and the account deletion's blanking.
    await sql`create index build_comments_state_idx on build_comments (build_id, state)`.execute(
      db,
    );
    await sql`create index build_comments_user_idx on build_comments (user_id)`.execute(db);
    await sql`create index build_comments_review_idx
      on build_comments (review_since, id) where review_since is not null`.execute(db);

    await db.schema
      .createTable('comment_reports')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('comment_id', 'text', (col) =>
        col.notNull().references('build_comments.id').onDelete('cascade'),
      )
      .addColumn('reporter_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('detail', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('closed_at', 'text')
      .addColumn('closed_by', 'text')
      .addUniqueConstraint('comment_reports_once_uq', ['comment_id', 'reporter_id'])
      .execute();
    await sql`create index comment_reports_open_idx
      on comment_reports (comment_id, closed_at)`.execute(db);
    await sql`create index comment_reports_reporter_idx on comment_reports (reporter_id)`.execute(
      db,
    );

    await db.schema
      .createTable('commenting_suspensions')
      .addColumn('user_id', 'text', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('suspended_at', 'text', (col) => col.notNull())
      .addColumn('suspended_by', 'text', (col) => col.notNull())
      .addColumn('note', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('commenting_suspensions').execute();
    await db.schema.dropTable('comment_reports').execute();
    await db.schema.dropTable('build_comments').execute();
  },
};
