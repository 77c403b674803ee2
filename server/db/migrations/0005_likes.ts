import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Likes and the community list. `build_likes` holds one row per liker and build: the unique
 * (build_id, liker_key) makes "one like per account or browser" race-safe on both databases, and
 * the cascade removes a build's likes with the build (a build handed to `anonymous` keeps its id,
 * so it keeps its likes). The saved build's `likes` column stays the count the lists sort by; the
 * like service changes both in one transaction.
 *
 * The public list reads only Public builds, always newest or most liked first: one index per
 * sort, each led by `sharing`, so every page is an index walk on SQLite and PostgreSQL. The
 * never-liked builds have no `likes_updated_at`; the databases order NULLs differently, so the
 * likes sort and its index use `coalesce(likes_updated_at, '')`, which sorts them last on both.
 */
export const likes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('build_likes')
      .addColumn('build_id', 'text', (col) =>
        col.notNull().references('saved_builds.id').onDelete('cascade'),
      )
      // 'u:' + the account's id, or 'v:' + sha256 (hex) of the visitor cookie's random id.
      .addColumn('liker_key', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('build_likes_pk', ['build_id', 'liker_key'])
      .execute();

    await sql`create index saved_builds_public_updated_idx
      on saved_builds (sharing, updated_at desc, id desc)`.execute(db);
    await sql`create index saved_builds_public_likes_idx
      on saved_builds (sharing, likes desc, (coalesce(likes_updated_at, '')) desc, updated_at desc, id desc)`.execute(
      db,
    );
    await sql`create index saved_builds_public_likes_newest_idx
      on saved_builds (sharing, likes desc, updated_at desc, id desc)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('saved_builds_public_likes_newest_idx').execute();
    await db.schema.dropIndex('saved_builds_public_likes_idx').execute();
    await db.schema.dropIndex('saved_builds_public_updated_idx').execute();
    await db.schema.dropTable('build_likes').execute();
  },
};
