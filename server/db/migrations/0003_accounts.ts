import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Accounts: users, sessions, pending sign-ups, verification codes, password-reset tokens, throttle
 * counters and spent bot-check tokens. Times are ISO 8601 UTC text (sorts and compares correctly as
 * text on both databases), booleans integers 0/1, so the same migration and the same queries run on
 * SQLite and PostgreSQL. Every lookup and every expiry clean-up has an index. Secrets (session
 * tokens, codes, reset tokens, bot-check tokens) are stored only as hashes, so a leaked database
 * copy logs nobody in.
 */

/** The system user that later issues give a deleted account's saved builds to. */
export const ANONYMOUS_USERNAME = 'anonymous';

export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      // A random UUID made by the server: portable (no dialect-specific auto-increment) and
      // reveals nothing about how many accounts exist.
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('username', 'text', (col) => col.notNull())
      // Lower-cased: "Paul" and "paul" are one account; the unique index makes it race-safe.
      .addColumn('username_key', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('email_key', 'text', (col) => col.notNull().unique())
      // Null for the system user, which can therefore never log in.
      .addColumn('password_hash', 'text')
      .addColumn('role', 'text', (col) =>
        col.notNull().check(sql`role in ('user', 'admin', 'system')`),
      )
      .addColumn('avatar_url', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_login_at', 'text')
      .addColumn('previous_login_at', 'text')
      .execute();

    // Not an address anyone can receive mail at (RFC 2606 reserves .invalid); no password.
    const email = 'anonymous@arrakis.invalid';
    await sql`insert into users (id, username, username_key, email, email_key, password_hash, role, created_at)
      values (${randomUUID()}, ${ANONYMOUS_USERNAME}, ${ANONYMOUS_USERNAME}, ${email}, ${email}, null, 'system', ${new Date().toISOString()})`.execute(
      db,
    );

    await db.schema
      .createTable('sessions')
      // SHA-256 (hex) of the cookie's token: the token itself is never stored.
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('remember', 'integer', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
    await db.schema
      .createIndex('sessions_expires_at_idx')
      .on('sessions')
      .column('expires_at')
      .execute();
    await db.schema
      .createIndex('sessions_last_seen_at_idx')
      .on('sessions')
      .column('last_seen_at')
      .execute();

    await db.schema
      .createTable('pending_signups')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('username', 'text', (col) => col.notNull())
      .addColumn('username_key', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('email_key', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    // One pending sign-up per (username, email): registering again replaces it.
    await db.schema
      .createIndex('pending_signups_names_idx')
      .on('pending_signups')
      .columns(['username_key', 'email_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('pending_signups_expires_at_idx')
      .on('pending_signups')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('verification_codes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('purpose', 'text', (col) =>
        col
          .notNull()
          .check(sql`purpose in ('signup', 'change_email', 'reset_password', 'change_password')`),
      )
      .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('pending_signup_id', 'text', (col) =>
        col.references('pending_signups.id').onDelete('cascade'),
      )
      // SHA-256 of the binding and the code.
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('consumed_at', 'text')
      // What the code confirms, e.g. the new email address of a change.
      .addColumn('payload', 'text')
      .addCheckConstraint(
        'verification_codes_bound',
        sql`(user_id is null) <> (pending_signup_id is null)`,
      )
      .execute();
    await db.schema
      .createIndex('verification_codes_user_idx')
      .on('verification_codes')
      .columns(['user_id', 'purpose'])
      .execute();
    await db.schema
      .createIndex('verification_codes_pending_idx')
      .on('verification_codes')
      .column('pending_signup_id')
      .execute();
    await db.schema
      .createIndex('verification_codes_expires_at_idx')
      .on('verification_codes')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('password_reset_tokens')
      // SHA-256 of the token handed out by reset-password/verify.
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (col) =>
        col.notNull().check(sql`purpose in ('reset_password', 'change_password')`),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('consumed_at', 'text')
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_user_idx')
      .on('password_reset_tokens')
      .column('user_id')
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_expires_at_idx')
      .on('password_reset_tokens')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('throttle_counters')
      // e.g. "login-failure:paul|203.0.113.7"; fixed windows, one row per bucket and window.
      .addColumn('bucket', 'text', (col) => col.notNull())
      .addColumn('window_start', 'text', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('throttle_counters_pk', ['bucket', 'window_start'])
      .execute();
    await db.schema
      .createIndex('throttle_counters_expires_at_idx')
      .on('throttle_counters')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('spent_bot_check_tokens')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('spent_bot_check_tokens_expires_at_idx')
      .on('spent_bot_check_tokens')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'spent_bot_check_tokens',
      'throttle_counters',
      'password_reset_tokens',
      'verification_codes',
      'pending_signups',
      'sessions',
      'users',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
