import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Saved builds: a player's builds, at most 10 per account, each with a short public `url` id of the
 * same kind as share links. Two unique indexes make the rules race-safe without locks on both
 * databases: (user_id, slot) is the 10-build limit (a save takes a free slot 1-10; two saves racing
 * for one slot cannot both win) and (user_id, name_key) the one-build-per-name rule. NULLs never
 * clash in either index, so builds handed to the `anonymous` user when their author deletes the
 * account keep no slot and no name key and never count against anyone.
 */
export const savedBuilds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('saved_builds')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('url', 'text', (col) => col.notNull().unique())
      // No cascade: an account's builds are reassigned before the account is deleted.
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('slot', 'integer', (col) => col.check(sql`slot between 1 and 10`))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_key', 'text')
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('guide', 'text', (col) => col.notNull())
      // JSON arrays of tag names: the My Builds cards and later the public lists read them.
      .addColumn('tags', 'text', (col) => col.notNull())
      .addColumn('type_tags', 'text', (col) => col.notNull())
      .addColumn('selected_class', 'text', (col) => col.notNull())
      .addColumn('skillpoints', 'integer', (col) => col.notNull())
      .addColumn('sharing', 'text', (col) =>
        col.notNull().check(sql`sharing in ('Public', 'Private', 'Restricted')`),
      )
      // What the owner chose: a moderator clearing a Restricted build restores it.
      .addColumn('chosen_sharing', 'text', (col) =>
        col.notNull().check(sql`chosen_sharing in ('Public', 'Private')`),
      )
      // JSON array of the field names moderation flagged, for the moderators' desk.
      .addColumn('flagged_fields', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('game_version', 'text', (col) => col.notNull())
      .addColumn('likes', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('likes_updated_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('last_viewed_at', 'text')
      .execute();
    await db.schema
      .createIndex('saved_builds_user_slot_idx')
      .on('saved_builds')
      .columns(['user_id', 'slot'])
      .unique()
      .execute();
    await db.schema
      .createIndex('saved_builds_user_name_idx')
      .on('saved_builds')
      .columns(['user_id', 'name_key'])
      .unique()
      .execute();
    // The builds of the anonymous user have no slot: this finds an owner's builds whatever.
    await db.schema
      .createIndex('saved_builds_user_updated_idx')
      .on('saved_builds')
      .columns(['user_id', 'updated_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('saved_builds').execute();
  },
};
