import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { buildContentFilters } from '../../server/db/migrations/0026_build_content_filters';
import { migrations } from '../../server/db/migrations/index';
import { savedBuildDb } from '../../server/repositories/savedBuildTables';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers';

/**
 * Migration 0026 on a database that already holds builds: each Public build gets its guide and
 * plan keys and its skills' rows from its stored data (a Private or damaged one gets none), and
 * it can be undone and run again. Both databases.
 */

const PLAN = [{ skillId: 1, level: 1, skill: 'Ranged Damage' }];

/** Stored builds before the migration, by url: listing, guide and data JSON. */
const STORED: Record<string, { sharing: string; guide: string; data: string }> = {
  full: {
    sharing: 'Public',
    guide: 'Open with the grenade.',
    data: JSON.stringify({
      characterBuild: [
        { skillId: 1, level: 1 },
        { skillId: 1, level: 2 },
        { skillId: 7, level: 3 },
      ],
      levellingPlan: PLAN,
    }),
  },
  unordered: {
    sharing: 'Public',
    guide: '  ',
    data: JSON.stringify({
      characterBuild: [{ skillId: 7, level: 1 }],
      levellingPlan: PLAN,
      levelingOrder: false,
    }),
  },
  hidden: {
    sharing: 'Private',
    guide: 'A guide.',
    data: JSON.stringify({ characterBuild: [{ skillId: 1, level: 3 }], levellingPlan: PLAN }),
  },
  damaged: { sharing: 'Public', guide: 'A guide.', data: '{not json' },
  strange: {
    sharing: 'Public',
    guide: '',
    data: JSON.stringify({ characterBuild: [null, { skillId: '2', level: 1 }], levellingPlan: 3 }),
  },
};

describe.each(databaseKinds)('migration 0026_build_content_filters on %s', (kind) => {
  let testDb: TestDatabase;
  let database: AppDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0026'));
    await migrateToLatest(database.db, before);
  });
  afterAll(async () => {
    await database.destroy();
    await testDb.drop();
  });

  /** Each build's content keys and skill rows, by url. */
  async function held(): Promise<Record<string, { keys: string[]; skills: string[] }>> {
    const db = savedBuildDb(database.db);
    const builds = await db.selectFrom('saved_builds').select(['id', 'url']).execute();
    const keys = await db
      .selectFrom('public_build_keys')
      .select(['build_id', 'key'])
      .where('key', 'like', 'has:%')
      .orderBy('key')
      .execute();
    const skills = await db
      .selectFrom('build_skills')
      .select(['build_id', 'skill_id', 'level'])
      .orderBy('skill_id')
      .execute();
    return Object.fromEntries(
      builds.map((build) => [
        build.url,
        {
          keys: keys.filter((row) => row.build_id === build.id).map((row) => row.key),
          skills: skills
            .filter((row) => row.build_id === build.id)
            .map((row) => `${row.skill_id}-${row.level}`),
        },
      ]),
    );
  }

  it('backfills each Public build’s guide, plan and skills from its data, and can be undone', async () => {
    const anonymous = await sql<{ id: string }>`select id from users where role = 'system'`.execute(
      database.db,
    );
    const owner = anonymous.rows[0]?.id ?? '';
    for (const [url, { sharing, guide, data }] of Object.entries(STORED)) {
      const id = randomUUID();
      await sql`insert into saved_builds (id, url, user_id, slot, name, name_key, description,
          guide, tags, type_tags, selected_class, skillpoints, sharing, chosen_sharing,
          flagged_fields, data, game_version, likes, likes_updated_at, created_at, updated_at,
          last_viewed_at)
        values (${id}, ${url}, ${owner}, null, ${url}, null, '', ${guide}, '[]', '[]',
          'mentat', 0, ${sharing}, ${sharing}, '[]', ${data}, 'v1', 3, null,
          '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', null)`.execute(database.db);
    }

    // Up to 0026 only: its own down is undone below, before any later migration.
    const upTo = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0027'));
    expect(await migrateToLatest(database.db, upTo)).toContain('0026_build_content_filters');
    const expected = {
      full: { keys: ['has:guide', 'has:plan'], skills: ['1-2', '7-3'] },
      unordered: { keys: [], skills: ['7-1'] },
      hidden: { keys: [], skills: [] },
      damaged: { keys: ['has:guide'], skills: [] },
      strange: { keys: [], skills: [] },
    };
    expect(await held()).toEqual(expected);
    // The key rows carry the build's sort columns, as 0006's do.
    const copied = await savedBuildDb(database.db)
      .selectFrom('public_build_keys')
      .select(['likes', 'likes_key', 'updated_at'])
      .where('key', '=', 'has:plan')
      .execute();
    expect(copied).toEqual([{ likes: 3, likes_key: '', updated_at: '2026-01-02T00:00:00.000Z' }]);

    await buildContentFilters.down?.(database.db);
    const keys = await sql<{ n: number | string }>`select count(*) as n from public_build_keys
      where key like 'has:%'`.execute(database.db);
    expect(Number(keys.rows[0]?.n)).toBe(0);
    await buildContentFilters.up(database.db);
    expect(await held()).toEqual(expected);
  });
});
