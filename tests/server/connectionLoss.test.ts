import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { createTestDatabase, databaseKinds } from './helpers';

/**
 * PostgreSQL ends a connection the pool has lent out (a restart, an administrator, a dropped
 * database) between two statements of a transaction: the server notes it and goes on serving.
 */

async function terminateBackend(url: string, pid: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await client.end();
  }
}

describe.runIf(databaseKinds.includes('postgres'))(
  'a PostgreSQL connection lost while lent out',
  () => {
    it('is reported, fails only its own transaction, and the next query gets a new connection', async () => {
      const testDb = await createTestDatabase('postgres');
      const config = loadConfig(testDb.env).database;
      const lost: Error[] = [];
      const database = await openDatabase(config, (error) => {
        lost.push(error);
      });
      try {
        const transaction = database.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          await terminateBackend(testDb.env.DATABASE_URL ?? '', rows[0]?.pid ?? 0);
          await vi.waitFor(
            () => {
              expect(lost.length).toBeGreaterThan(0);
            },
            { timeout: 10_000 },
          );
          await sql`SELECT 1`.execute(trx);
        });
        await expect(transaction).rejects.toThrow(/not queryable|terminat/i);
        expect(lost[0]?.message).toMatch(/terminating connection due to administrator command/);
        const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await database.destroy();
        await testDb.drop();
      }
    });
  },
);
