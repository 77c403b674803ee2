import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { buildReports } from '../../server/db/migrations/0012_build_reports';
import { migrations } from '../../server/db/migrations/index';
import { savedBuildDb } from '../../server/repositories/savedBuildTables';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers';

/**
 * Migration 0012 on a database that already holds builds: the Restricted ones enter the
 * moderation queue (nothing could review them before), the others do not; and it can be
 * undone and run again. Both databases.
 */

describe.each(databaseKinds)('migration 0012_build_reports on %s', (kind) => {
  let testDb: TestDatabase;
  let database: AppDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0012'));
    await migrateToLatest(database.db, before);
  });
  afterAll(async () => {
    await database.destroy();
    await testDb.drop();
  });

  it('queues the builds Restricted before it, and can be undone', async () => {
    const anonymous = await sql<{ id: string }>`select id from users where role = 'system'`.execute(
      database.db,
    );
    const owner = anonymous.rows[0]?.id ?? '';
    const ids: Record<string, string> = {};
    for (const [name, sharing] of [
      ['restricted', 'Restricted'],
      ['public', 'Public'],
    ] as const) {
      ids[name] = randomUUID();
      await sql`insert into saved_builds (id, url, user_id, slot, name, name_key, description,
          guide, tags, type_tags, selected_class, skillpoints, sharing, chosen_sharing,
          flagged_fields, data, game_version, likes, likes_updated_at, created_at, updated_at,
          last_viewed_at)
        values (${ids[name]}, ${name}, ${owner}, null, ${name}, null, '', '', '[]', '[]',
          'mentat', 0, ${sharing}, 'Public', '[]', '{}', 'v1', 0, null,
          '2026-01-01T00:00:00.000Z', ${`2026-02-0${sharing === 'Public' ? 1 : 2}T00:00:00.000Z`},
          null)`.execute(database.db);
    }

    expect(await migrateToLatest(database.db)).toContain('0012_build_reports');
    const rows = await savedBuildDb(database.db)
      .selectFrom('saved_builds')
      .select(['url', 'review_since', 'moderation_verdict', 'moderation_reviewed'])
      .orderBy('url')
      .execute();
    expect(rows).toEqual([
      { url: 'public', review_since: null, moderation_verdict: null, moderation_reviewed: '{}' },
      {
        url: 'restricted',
        review_since: '2026-02-02T00:00:00.000Z',
        moderation_verdict: null,
        moderation_reviewed: '{}',
      },
    ]);

    await buildReports.down?.(database.db);
    await buildReports.up(database.db);
    const again = await savedBuildDb(database.db)
      .selectFrom('saved_builds')
      .select('review_since')
      .where('url', '=', 'restricted')
      .executeTakeFirstOrThrow();
    expect(again.review_since).toBe('2026-02-02T00:00:00.000Z');
  });
});
