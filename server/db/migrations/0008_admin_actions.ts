import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The record of the moderators' desk: every change made there, or on the command line
 * (`npm run admin`), is a row naming who, what, on what and when. Rows are only ever added; nothing
 * in the app updates or deletes them. `admin_id` is the moderator's account, or null for the
 * command line; the username is kept as it was, so the record still reads right after the account
 * is renamed or deleted.
 */
export const adminActions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admin_actions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('admin_id', 'text')
      .addColumn('admin_name', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target', 'text', (col) => col.notNull())
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    // The desk lists the record newest first, a page at a time.
    await db.schema
      .createIndex('admin_actions_at_idx')
      .on('admin_actions')
      .columns(['at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('admin_actions').execute();
  },
};
