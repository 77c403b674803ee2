import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Favourites and collections. `collections` holds an account's named, ordered lists of builds;
 * each account's Favourites is one of them (`favourites` = 1, at most one per account, made on
 * its first star). `collection_builds` holds their entries in order. A build's `favourites`
 * counts the accounts whose Favourites hold it; the collection repository changes it in the
 * transaction of the entry, and its copy in `public_build_keys` with it, so "Most favourited"
 * is an index walk under every filter as Most Likes is (0005, 0006). The cascades remove a
 * build's entries with the build and an account's collections with the account.
 */
export const collections: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('collections')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      // The name folded for "one name per account" (as builds' name_key).
      .addColumn('name_key', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('sharing', 'text', (col) => col.notNull())
      .addColumn('favourites', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await sql`create unique index collections_name_idx
      on collections (user_id, name_key)`.execute(db);
    // One Favourites per account, however many first stars race.
    await sql`create unique index collections_favourites_idx
      on collections (user_id) where favourites = 1`.execute(db);

    await db.schema
      .createTable('collection_builds')
      .addColumn('collection_id', 'text', (col) =>
        col.notNull().references('collections.id').onDelete('cascade'),
      )
      .addColumn('build_id', 'text', (col) =>
        col.notNull().references('saved_builds.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('added_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('collection_builds_pk', ['collection_id', 'build_id'])
      .execute();
    await sql`create index collection_builds_order_idx
      on collection_builds (collection_id, position)`.execute(db);
    // The cascade from a deleted build finds its entries.
    await sql`create index collection_builds_build_idx on collection_builds (build_id)`.execute(db);

    await db.schema
      .alterTable('saved_builds')
      .addColumn('favourites', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('public_build_keys')
      .addColumn('favourites', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`create index saved_builds_public_favourites_idx
      on saved_builds (sharing, favourites desc, updated_at desc, id desc)`.execute(db);
    await sql`create index public_build_keys_favourites_idx
      on public_build_keys (key, favourites desc, updated_at desc, build_id desc)`.execute(db);
    // The skill filter sorts on its builds' class key rows from this index alone (0026).
    await sql`create index public_build_keys_build_sorts_idx
      on public_build_keys (build_id, key, likes, likes_key, updated_at, favourites)`.execute(db);
    await sql`drop index public_build_keys_build_sort_idx`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`create index public_build_keys_build_sort_idx
      on public_build_keys (build_id, key, likes, likes_key, updated_at)`.execute(db);
    await sql`drop index public_build_keys_build_sorts_idx`.execute(db);
    await sql`drop index public_build_keys_favourites_idx`.execute(db);
    await sql`drop index saved_builds_public_favourites_idx`.execute(db);
    await db.schema.alterTable('public_build_keys').dropColumn('favourites').execute();
    await db.schema.alterTable('saved_builds').dropColumn('favourites').execute();
    await db.schema.dropTable('collection_builds').execute();
    await db.schema.dropTable('collections').execute();
  },
};
