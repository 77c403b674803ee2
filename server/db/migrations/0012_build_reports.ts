import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Reports of builds and the moderation queue of the moderators' desk.
 *
 * `build_reports`: one row per report. The unique (build_id, reporter_key) makes "once per
 * account or browser per build" race-safe on both databases; the cascade removes a build's
 * reports with the build. `reporter_key` is 'u:' + the account's id or 'v:' + sha256 (hex) of
 * the visitor cookie's random id, as for likes; `reporter_id` names the account for the desk
 * (null for a visitor, and once the account is deleted). A decision closes the open reports.
 *
 * On `saved_builds`:
 * - `review_since`: when the build entered the queue (a flagged save or a report), null when
 *   nothing waits; the queue is read oldest first from its own partial index.
 * - `moderation_verdict` ('cleared' or 'kept') and `moderation_reviewed` (JSON: each flagged
 *   field's name and the sha256 of the text the moderator decided on): a later save with the
 *   same flagged texts keeps the verdict and stays out of the queue; new flagged text does not.
 * Builds already Restricted enter the queue, since nothing could review them before.
 */
export const buildReports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('build_reports')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('build_id', 'text', (col) =>
        col.notNull().references('saved_builds.id').onDelete('cascade'),
      )
      .addColumn('reporter_key', 'text', (col) => col.notNull())
      .addColumn('reporter_id', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('closed_at', 'text')
      .addColumn('closed_by', 'text')
      .addUniqueConstraint('build_reports_once_uq', ['build_id', 'reporter_key'])
      .execute();
    // The desk reads a build's open reports; the account's deletion nulls its reporter_id.
    await db.schema
      .createIndex('build_reports_build_open_idx')
      .on('build_reports')
      .columns(['build_id', 'closed_at'])
      .execute();
    await db.schema
      .createIndex('build_reports_reporter_idx')
      .on('build_reports')
      .column('reporter_id')
      .execute();

    await db.schema.alterTable('saved_builds').addColumn('review_since', 'text').execute();
    await db.schema.alterTable('saved_builds').addColumn('moderation_verdict', 'text').execute();
    await db.schema
      .alterTable('saved_builds')
      .addColumn('moderation_reviewed', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute();
    await sql`update saved_builds set review_since = updated_at
      where sharing = 'Restricted'`.execute(db);
    await sql`create index saved_builds_review_idx
      on saved_builds (review_since, id) where review_since is not null`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('saved_builds_review_idx').execute();
    await db.schema.alterTable('saved_builds').dropColumn('moderation_reviewed').execute();
    await db.schema.alterTable('saved_builds').dropColumn('moderation_verdict').execute();
    await db.schema.alterTable('saved_builds').dropColumn('review_since').execute();
    await db.schema.dropTable('build_reports').execute();
  },
};
