import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * First-party page views: one count per page (its route pattern, never a concrete address with ids
 * in it) and UTC day. Nothing else is stored: no address, cookie or visitor identifier, so the
 * counts need no consent. The desk reads a range of days, hence the index.
 */
export const pageViews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('page_views')
      .addColumn('page', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('page_views_pkey', ['page', 'day'])
      .execute();
    await db.schema.createIndex('page_views_day_idx').on('page_views').column('day').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('page_views').execute();
  },
};
