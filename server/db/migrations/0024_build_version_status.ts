import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A saved build's status on the current game version, as columns, so the community list can
 * filter on it: `version_status` ('valid' or 'needs-attention') and `status_version`, the
 * current version it was computed against. Both start null: computing a status needs the game
 * data and the domain's rule, which a frozen migration must not import, so the status refresh
 * at server start computes every row whose `status_version` is not the current one (null
 * included), and every save sets both. Indexed for that refresh's walk.
 */
export const buildVersionStatuses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('saved_builds').addColumn('version_status', 'text').execute();
    await db.schema.alterTable('saved_builds').addColumn('status_version', 'text').execute();
    await db.schema
      .createIndex('saved_builds_status_version_idx')
      .on('saved_builds')
      .columns(['status_version', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('saved_builds_status_version_idx').execute();
    await db.schema.alterTable('saved_builds').dropColumn('status_version').execute();
    await db.schema.alterTable('saved_builds').dropColumn('version_status').execute();
  },
};
