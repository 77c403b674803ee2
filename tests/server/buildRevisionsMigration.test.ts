import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { createBuildRevisionRepository } from '../../server/repositories/buildRevisionRepository';
import { savedBuildDb } from '../../server/repositories/savedBuildTables';
import { sampleBuild } from './buildLinkFixtures';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers';

/**
 * Migration 0022 on a database that already holds saved builds: each gets revision 1 from its
 * current data, readable as the live code reads revisions. Both databases.
 */

describe.each(databaseKinds)('migration 0022_build_revisions on %s', (kind) => {
  let testDb: TestDatabase;
  let database: AppDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0022'));
    await migrateToLatest(database.db, before);
  });
  afterAll(async () => {
    await database.destroy();
    await testDb.drop();
  });

  it('gives every saved build its current data as revision 1', async () => {
    const anonymous = await sql<{ id: string }>`select id from users where role = 'system'`.execute(
      database.db,
    );
    const owner = anonymous.rows[0]?.id ?? '';
    const build = { ...sampleBuild(), buildTitle: 'Before Revisions' };
    const ids = Array.from({ length: 150 }, () => randomUUID());
    for (const [i, id] of ids.entries()) {
      await sql`insert into saved_builds (id, url, user_id, slot, name, name_key, description,
          guide, tags, type_tags, selected_class, skillpoints, sharing, chosen_sharing,
          flagged_fields, data, game_version, likes, likes_updated_at, created_at, updated_at,
          last_viewed_at)
        values (${id}, ${`url${i}`}, ${owner}, null, 'Before Revisions', null, '',
          ${`Guide ${i} — “quoted”`}, '[]', '[]', 'mentat', 0, 'Public', 'Public', ${i === 0 ? '["buildGuide"]' : '[]'},
          ${JSON.stringify(build)}, '1.5', 0, null, '2026-01-01T00:00:00.000Z',
          '2026-02-01T00:00:00.000Z', null)`.execute(database.db);
    }

    await migrateToLatest(database.db, migrations);

    const revisions = createBuildRevisionRepository(savedBuildDb(database.db));
    for (const [i, id] of ids.entries()) {
      expect(await revisions.list(id)).toEqual([
        {
          number: 1,
          saved_at: '2026-02-01T00:00:00.000Z',
          username: 'anonymous',
          game_version: '1.5',
          note: null,
          // What moderation flagged when the build was saved stays its owner's to read.
          flagged: i === 0,
        },
      ]);
      const first = await revisions.find(id, 1);
      expect(first?.guide).toBe(`Guide ${i} — “quoted”`);
      expect(first?.build).toEqual(build);
    }
  });
});
