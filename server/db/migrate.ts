import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { Database } from './schema';
import { migrations } from './migrations';

/** Thrown when the schema cannot be brought up to date; names the failing migration. */
export class MigrationError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * Brings the schema up to date and returns the names of the migrations it ran (none when the
 * database was already current). Kysely takes a lock first, so several servers starting
 * against one PostgreSQL do not run a migration twice.
 *
 * The pending migrations run in one transaction, on SQLite (database.ts opens it with a
 * dialect that declares SQLite's transactional DDL, sqliteDialect.ts) as on PostgreSQL: when
 * one fails, or the process dies midway, none of them is applied or recorded, and the next
 * start runs them again from a clean state. `list` is for tests; the server runs every one.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  list: Readonly<Record<string, Migration>> = migrations,
): Promise<string[]> {
  if (!db.getExecutor().adapter.supportsTransactionalDdl) {
    // A dialect without it would let a failed migration leave half its changes behind.
    throw new MigrationError('Database migrations need a dialect with transactional DDL.');
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...list }) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new MigrationError(
      failed
        ? `Database migration "${failed.migrationName}" failed: ${reason}`
        : `Database migrations could not run: ${reason}`,
      { cause: error },
    );
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
