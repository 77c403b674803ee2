import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Share links (`POST /api/build-link`): anonymous, immutable snapshots of a build. The content
 * hash is unique so the same build shared twice gets the same link (one row, not one per click);
 * created_at is indexed so old links can be expired in order later.
 */
export const buildLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('build_links')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('content_hash', 'text', (col) => col.notNull().unique())
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('build_name', 'text', (col) => col.notNull())
      .addColumn('build_guide', 'text', (col) => col.notNull())
      .addColumn('game_version', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('build_links_created_at_idx')
      .on('build_links')
      .column('created_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('build_links').execute();
  },
};
