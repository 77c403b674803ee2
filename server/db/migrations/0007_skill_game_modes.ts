import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The game modes a skill exists in: most skills both, Cartographer one record per mode. A JSON
 * array of mode names; rows synced before this migration get both modes, which is what every skill
 * of the data before 1.5.3.6 means, and the next sync rewrites them anyway.
 */
export const skillGameModes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('skills')
      .addColumn('game_modes', 'text', (col) =>
        col.notNull().defaultTo('["multiplayer","singleplayer"]'),
      )
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('skills').dropColumn('game_modes').execute();
  },
};
