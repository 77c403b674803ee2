import { Migrator, type Kysely } from 'kysely';
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
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
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
