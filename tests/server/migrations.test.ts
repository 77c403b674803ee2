import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/database';
import { migrateToLatest, MigrationError } from '../../server/db/migrate';
import { createTestDatabase, databaseKinds, removeTempDirs, type TestDatabase } from './helpers';

/**
 * Migrations are crash-safe: a failing migration leaves nothing of itself behind and is not
 * recorded, on SQLite as on PostgreSQL, so the next start with a fixed migration runs cleanly.
 */

// Migrations are untyped by nature: they create the tables the typed schema then describes.
type AnyDb = Kysely<unknown>;

const createFirst: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('migration_test_first')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
  },
};

/** Creates its table, writes a row, then fails: as a bug or a crash midway would. */
const brokenSecond: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('migration_test_second')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
    await sql`insert into migration_test_second (id) values (1)`.execute(db);
    throw new Error('the second migration broke halfway');
  },
};

const fixedSecond: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('migration_test_second')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
  },
};

async function tableNames(database: AppDatabase): Promise<string[]> {
  const tables = await database.db.introspection.getTables();
  return tables.map((t) => t.name).filter((name) => name.startsWith('migration_test_'));
}

async function recordedMigrations(database: AppDatabase): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(database.db);
  return rows.map((row) => row.name);
}

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let testDb: TestDatabase | undefined;
  let database: AppDatabase | undefined;

  afterEach(async () => {
    await database?.destroy();
    await testDb?.drop();
    removeTempDirs();
  });

  it('leaves no trace of a migration that fails, and runs it once fixed', async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();

    const failed = migrateToLatest(database.db, {
      '0001_first': createFirst,
      '0002_second': brokenSecond,
    });
    await expect(failed).rejects.toThrow(MigrationError);
    await expect(failed).rejects.toThrow(
      'Database migration "0002_second" failed: the second migration broke halfway',
    );
    expect(await tableNames(database)).not.toContain('migration_test_second');
    expect(await recordedMigrations(database)).not.toContain('0002_second');

    // The next start, with the migration fixed.
    const ran = await migrateToLatest(database.db, {
      '0001_first': createFirst,
      '0002_second': fixedSecond,
    });
    expect(ran).toContain('0002_second');
    expect((await tableNames(database)).sort()).toEqual([
      'migration_test_first',
      'migration_test_second',
    ]);
    expect(await recordedMigrations(database)).toEqual(['0001_first', '0002_second']);
    expect(
      await migrateToLatest(database.db, { '0001_first': createFirst, '0002_second': fixedSecond }),
    ).toEqual([]);
  });

  it('runs every real migration on an empty database, then none', async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    const ran = await migrateToLatest(database.db);
    expect(ran[0]).toBe('0001_game_data');
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});
