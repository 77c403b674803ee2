import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The game data: versions, classes, skill trees and skills, one row set per game version. */
export const gameData: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('game_versions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('label', 'text', (col) => col.notNull())
      .addColumn('checksum', 'text', (col) => col.notNull())
      .addColumn('is_current', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

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
    // Serves "the trees of a class in display order" straight from the index.
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

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('skills').execute();
    await db.schema.dropTable('skill_trees').execute();
    await db.schema.dropTable('classes').execute();
    await db.schema.dropTable('game_versions').execute();
  },
};
