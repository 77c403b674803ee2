import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Feedback from the /feedback form (spec §2 Feedback and thanks, §3 Feedback submission): the text,
 * the optional reply address and the page the player came from, kept until a moderator deletes the
 * database row by hand. `done_at`/`done_by` say when and by which moderator (account id) a message
 * was marked done; both null while it is open.
 */
export const feedback: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('feedback', 'text', (col) => col.notNull())
      .addColumn('email', 'text')
      .addColumn('page', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('done_at', 'text')
      .addColumn('done_by', 'text')
      .execute();
    // The inbox reads open or done messages newest first, a page at a time; one partial index
    // each keeps both pages (and the open count) off the other half of the table.
    await db.schema
      .createIndex('feedback_open_idx')
      .on('feedback')
      .columns(['created_at', 'id'])
      .where(sql.ref('done_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('feedback_done_idx')
      .on('feedback')
      .columns(['created_at', 'id'])
      .where(sql.ref('done_at'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('feedback').execute();
  },
};
