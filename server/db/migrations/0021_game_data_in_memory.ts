import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The server serves game data from the files it loads at start: no query reads the classes,
 * trees or skills any more, nor a version's label, order or current mark. Each version keeps
 * its checksum, which tells a start whether the files changed since the last one.
 */
export const gameDataInMemory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('skills').execute();
    await db.schema.dropTable('skill_trees').execute();
    await db.schema.dropTable('classes').execute();
    // One column per statement: SQLite drops columns one at a time.
    for (const column of ['label', 'is_current', 'sort_order']) {
      await db.schema.alterTable('game_versions').dropColumn(column).execute();
    }
  },

  /** The tables of 0001 and 0007, empty, with no version recorded: the next sync fills them. */
  async down(db: Kysely<unknown>) {
    await sql`delete from game_versions`.execute(db);
    await db.schema
      .alterTable('game_versions')
      .addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    for (const column of ['is_current', 'sort_order']) {
      await db.schema
        .alterTable('game_versions')
        .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    }
    await db.schema
      .createTable('classes')
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('image_url', 'text', (col) => col.notNull())
      .addColumn('video_url', 'text')
      .addPrimaryKeyConstraint('classes_pk', ['version', 'id'])
      .addUniqueConstraint('classes_version_slug_unique', ['version', 'slug'])
      .addForeignKeyConstraint('classes_version_fk', ['version'], 'game_versions', ['id'], (fk) =>
        fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createTable('skill_trees')
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('class_id', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('display_order', 'integer', (col) => col.notNull())
      .addColumn('links', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('skill_trees_pk', ['version', 'id'])
      .addForeignKeyConstraint(
        'skill_trees_class_fk',
        ['version', 'class_id'],
        'classes',
        ['version', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('skill_trees_class_idx')
      .on('skill_trees')
      .columns(['version', 'class_id', 'display_order'])
      .execute();
    await db.schema
      .createTable('skills')
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('id', 'integer', (col) => col.notNull())
      .addColumn('tree_id', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('icon_name', 'text', (col) => col.notNull())
      .addColumn('levels', 'text', (col) => col.notNull())
      .addColumn('position', 'text')
      .addColumn('game_tag', 'text', (col) => col.notNull())
      .addColumn('prescience', 'integer', (col) => col.notNull())
      .addColumn('game_modes', 'text', (col) =>
        col.notNull().defaultTo('["multiplayer","singleplayer"]'),
      )
      .addPrimaryKeyConstraint('skills_pk', ['version', 'id'])
      .addForeignKeyConstraint(
        'skills_tree_fk',
        ['version', 'tree_id'],
        'skill_trees',
        ['version', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('skills_tree_idx')
      .on('skills')
      .columns(['version', 'tree_id'])
      .execute();
  },
};
