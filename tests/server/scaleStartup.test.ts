import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations';
import { EXAMPLE_AUTHOR_USERNAME } from '../../server/services/exampleBuilds';
import { createTestDatabase, databaseKinds, removeTempDirs, startApp } from './helpers';

/**
 * Several processes or machines may start at the same moment on one fresh PostgreSQL database.
 * Migrations (Kysely's advisory lock), the game-data checksums (upserts) and the example
 * builds (unique names) are race-safe: both servers come up and everything is written once. SQLite
 * is one process only (WORKERS refuses more).
 */

const postgres = databaseKinds.includes('postgres') ? ['postgres' as const] : [];

describe.each(postgres)('two servers starting together on one fresh %s database', (kind) => {
  afterAll(removeTempDirs);

  it('both come up, and migrations, game data and examples are written once', async () => {
    const db = await createTestDatabase(kind);
    const env = { SEED_EXAMPLES: 'true' };
    const apps: FastifyInstance[] = [];
    try {
      apps.push(...(await Promise.all([startApp(db, env), startApp(db, env)])));
      for (const app of apps) {
        const health = await app.inject({ url: '/api/health' });
        expect(health.statusCode, health.body).toBe(200);
      }
      const direct = await db.open();
      try {
        const migrated = await sql<{ count: string }>`
          select count(*) as count from kysely_migration`.execute(direct.db);
        expect(Number(migrated.rows[0]?.count)).toBe(Object.keys(migrations).length);
        const examples = await sql<{ count: string }>`
          select count(*) as count from saved_builds b join users u on u.id = b.user_id
          where u.username_key = ${EXAMPLE_AUTHOR_USERNAME}`.execute(direct.db);
        // One example per class, not two.
        expect(Number(examples.rows[0]?.count)).toBe(5);
      } finally {
        await direct.destroy();
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await db.drop();
    }
  }, 60_000);
});
