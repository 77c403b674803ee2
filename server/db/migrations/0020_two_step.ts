import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Two-step sign-in with an authenticator app.
 *
 * `two_step_factors`: one per account that set it up. `secret` is the base32 TOTP secret; it is
 * shown once while setting up and never served again. `confirmed_at` is null until a first code
 * proved the app has it (only then does login ask for a code). `last_used_step` is the TOTP
 * time step of the last code accepted: a code of that step or an older one is refused, so a
 * code seen once cannot be replayed within its window.
 *
 * `two_step_recovery_codes`: ten per account, each the sha256 (hex) of the account id and the
 * code; `used_at` marks one used (single-use).
 *
 * `two_step_tickets`: the challenge of a login whose password was right: sha256 (hex) of the
 * ticket handed to the client, short-lived, single-use (`used_at`), with its wrong codes counted.
 */
export const twoStep: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('two_step_factors')
      .addColumn('user_id', 'text', (col) =>
        col.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('last_used_step', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('two_step_recovery_codes')
      .addColumn('code_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('two_step_recovery_codes_user_idx')
      .on('two_step_recovery_codes')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('two_step_tickets')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('remember', 'integer', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('two_step_tickets_user_idx')
      .on('two_step_tickets')
      .column('user_id')
      .execute();
    await db.schema
      .createIndex('two_step_tickets_expires_idx')
      .on('two_step_tickets')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('two_step_tickets').execute();
    await db.schema.dropTable('two_step_recovery_codes').execute();
    await db.schema.dropTable('two_step_factors').execute();
  },
};
