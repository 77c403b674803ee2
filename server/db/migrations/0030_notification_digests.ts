import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The email digest of unread notifications, on each account's settings row.
 *
 * `digest`: 'off', 'daily' or 'weekly'. `digest_due_at`: when the next one is due (null when
 * off). `digest_since`: the notifications it tells of came after this. `digest_claim` and
 * `digest_claimed_until`: the server process sending it now, so two processes never send one
 * twice; a claim that outlives its time (a stopped process) is free to take again.
 */
export const notificationDigests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('notification_settings')
      .addColumn('digest', 'text', (col) => col.notNull().defaultTo('off'))
      .execute();
    for (const column of [
      'digest_due_at',
      'digest_since',
      'digest_claim',
      'digest_claimed_until',
    ]) {
      await db.schema.alterTable('notification_settings').addColumn(column, 'text').execute();
    }
    // The scheduler asks for the due ones in time order; accounts without a digest are not in it.
    await sql`create index notification_settings_digest_due_idx
      on notification_settings (digest_due_at) where digest_due_at is not null`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index notification_settings_digest_due_idx`.execute(db);
    for (const column of [
      'digest_claimed_until',
      'digest_claim',
      'digest_since',
      'digest_due_at',
      'digest',
    ]) {
      await db.schema.alterTable('notification_settings').dropColumn(column).execute();
    }
  },
};
