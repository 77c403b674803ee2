import { SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';

/**
 * Kysely's SQLite dialect, except that it declares what SQLite does: DDL is transactional
 * (CREATE, ALTER and DROP roll back with the transaction they ran in). Kysely 0.28's
 * `SqliteAdapter.supportsTransactionalDdl` is false, so its Migrator ran SQLite migrations
 * without a transaction, and a crash or error midway left a half-migrated database that the
 * next start could not repair. With this adapter the Migrator runs the pending migrations in
 * one transaction on SQLite, as it does on PostgreSQL: they all apply, or none does.
 */
export class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** The SQLite dialect with the adapter above; everything else is Kysely's. */
export class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
