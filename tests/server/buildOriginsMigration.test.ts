import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { buildOrigins } from '../../server/db/migrations/0023_build_origins';
import { migrations } from '../../server/db/migrations/index';
import { savedBuildDb } from '../../server/repositories/savedBuildTables';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers';

/**
 * Migration 0023 on a database that already holds builds: each build's origin is read from its
 * stored data into the indexed column (none, or a damaged one, stays null); and it can be undone
 * and run again. Both databases.
 */

/** Stored builds before the migration, by url: their data JSON. */
const STORED: Record<string, string> = {
  copied: JSON.stringify({
    buildTitle: 'Copied',
    buildOrigin: { url: 'Orig1nal0x', title: 'Original', author: 'Stilgar' },
  }),
  anonymous: JSON.stringify({
    buildOrigin: { url: 'Orig1nal0x', title: 'Original', author: null },
  }),
  scratch: JSON.stringify({ buildTitle: 'From scratch' }),
  damaged: JSON.stringify({ buildOrigin: { url: '../../admin', title: 'X', author: null } }),
  strange: JSON.stringify({ buildOrigin: 'Orig1nal0x' }),
  broken: '{not json',
};

describe.each(databaseKinds)('migration 0023_build_origins on %s', (kind) => {
  let testDb: TestDatabase;
  let database: AppDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0023'));
    await migrateToLatest(database.db, before);
  });
  afterAll(async () => {
    await database.destroy();
    await testDb.drop();
  });

  async function origins(): Promise<Record<string, string | null>> {
    const rows = await savedBuildDb(database.db)
      .selectFrom('saved_builds')
      .select(['url', 'origin_url'])
      .execute();
    return Object.fromEntries(rows.map((row) => [row.url, row.origin_url]));
  }

  it('backfills each build’s origin from its data, and can be undone', async () => {
    const anonymous = await sql<{ id: string }>`select id from users where role = 'system'`.execute(
      database.db,
    );
    const owner = anonymous.rows[0]?.id ?? '';
    for (const [url, data] of Object.entries(STORED)) {
      await sql`insert into saved_builds (id, url, user_id, slot, name, name_key, description,
          guide, tags, type_tags, selected_class, skillpoints, sharing, chosen_sharing,
          flagged_fields, data, game_version, likes, likes_updated_at, created_at, updated_at,
          last_viewed_at)
        values (${randomUUID()}, ${url}, ${owner}, null, ${url}, null, '', '', '[]', '[]',
          'mentat', 0, 'Public', 'Public', '[]', ${data}, 'v1', 0, null,
          '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', null)`.execute(database.db);
    }

    expect(await migrateToLatest(database.db)).toContain('0023_build_origins');
    const expected = {
      copied: 'Orig1nal0x',
      anonymous: 'Orig1nal0x',
      scratch: null,
      damaged: null,
      strange: null,
      broken: null,
    };
    expect(await origins()).toEqual(expected);

    await buildOrigins.down?.(database.db);
    const columns = await savedBuildDb(database.db)
      .selectFrom('saved_builds')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(Object.keys(columns)).not.toContain('origin_url');
    await buildOrigins.up(database.db);
    expect(await origins()).toEqual(expected);
  });
});
