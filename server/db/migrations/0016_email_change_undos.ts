import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `email_change_undos`: one row per email change, for the link mailed to the old address that
 * puts it back. `id` is the SHA-256 (hex) of the link's token; `old_email` is what it restores.
 * The rows go with their account (cascade) and are deleted once expired.
 */
export const emailChangeUndos: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('email_change_undos')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('old_email', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('consumed_at', 'text')
      .execute();
    await db.schema
      .createIndex('email_change_undos_user_idx')
      .on('email_change_undos')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('email_change_undos_expires_at_idx')
      .on('email_change_undos')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_change_undos').execute();
  },
};
