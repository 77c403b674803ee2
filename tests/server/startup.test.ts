import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { skillResponseSchema } from '../../src/api/contract/gameCatalog';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrations as allMigrations } from '../../server/db/migrations';
import {
  baseEnv,
  copyGameData,
  createTestDatabase,
  databaseKinds,
  gameDataDir,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';

const skillsSchema = z.array(skillResponseSchema);

/** The game version the API serves by default: the one whose rows and files these tests change. */
const CURRENT_VERSION = z
  .object({ current: z.string() })
  .parse(JSON.parse(readFileSync(join(gameDataDir, 'manifest.json'), 'utf8'))).current;

async function stunnerOf(db: TestDatabase, env: Record<string, string> = {}) {
  const app = await startApp(db, env);
  try {
    const res = await app.inject({ url: '/api/skill-trees/5/skills' });
    expect(res.statusCode, res.body).toBe(200);
    return skillsSchema.parse(res.json()).find((s) => s.id === 37);
  } finally {
    await app.close();
  }
}

/** Stunner's name as the API serves it, and what the start logged of the game data. */
async function startLogged(db: TestDatabase, env: Record<string, string>) {
  let logged = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  const app = await startApp(db, { ...env, LOG_LEVEL: 'info' }, { logStream });
  try {
    const res = await app.inject({ url: '/api/skill-trees/5/skills' });
    expect(res.statusCode, res.body).toBe(200);
    const name = skillsSchema.parse(res.json()).find((s) => s.id === 37)?.name;
    const synced = logged
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => z.object({ msg: z.string().optional() }).parse(JSON.parse(line)).msg ?? '')
      .find((msg) => msg.startsWith('Game data: '));
    return { name, synced };
  } finally {
    await app.close();
  }
}

describe.each(databaseKinds)('server start on %s', (kind) => {
  const databases: TestDatabase[] = [];
  async function freshDatabase() {
    const db = await createTestDatabase(kind);
    databases.push(db);
    return db;
  }

  afterAll(async () => {
    for (const db of databases) await db.drop();
    removeTempDirs();
  });

  it('starts twice on the same database: migrations run once and data stays whole', async () => {
    const db = await freshDatabase();
    const first = await stunnerOf(db);
    const second = await stunnerOf(db);
    expect(second).toEqual(first);
    expect(first?.levels).toHaveLength(3);

    const direct = await db.open();
    try {
      const migrations = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(direct.db);
      expect(migrations.rows.map((m) => m.name)).toEqual(Object.keys(allMigrations).sort());
    } finally {
      await direct.destroy();
    }
  });

  it('skips the sync when the files are unchanged and redoes it when they change', async () => {
    const db = await freshDatabase();
    const env = { GAME_DATA_DIR: copyGameData() };
    expect((await startLogged(db, env)).synced).toContain(`${CURRENT_VERSION} inserted`);

    // The stored checksum still matches the files, so a restart writes nothing.
    const restarted = await startLogged(db, env);
    expect(restarted.name).toBe('Stunner');
    expect(restarted.synced).toContain(`${CURRENT_VERSION} unchanged`);

    // Changed files mean a new checksum: the version is recorded again and served as changed.
    const file = join(env.GAME_DATA_DIR, CURRENT_VERSION, 'skills.json');
    const skills = JSON.parse(readFileSync(file, 'utf8')) as { id: number; name: string }[];
    const stunner = skills.find((s) => s.id === 37);
    if (stunner) stunner.name = 'Stunner Mk II';
    writeFileSync(file, JSON.stringify(skills, null, 2));
    const changed = await startLogged(db, env);
    expect(changed.name).toBe('Stunner Mk II');
    expect(changed.synced).toContain(`${CURRENT_VERSION} updated`);
  });

  it('follows the manifest: a removed version disappears, the current one moves', async () => {
    const db = await freshDatabase();
    const gameData = copyGameData();
    await stunnerOf(db, { GAME_DATA_DIR: gameData });
    writeFileSync(
      join(gameData, 'manifest.json'),
      JSON.stringify({ current: 'launch', versions: [{ id: 'launch', label: 'Launch' }] }),
    );
    const app = await startApp(db, { GAME_DATA_DIR: gameData });
    try {
      expect((await app.inject({ url: '/api/game-versions' })).json()).toEqual({
        current: 'launch',
        versions: [{ id: 'launch', label: 'Launch' }],
      });
      expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({
        gameVersion: 'launch',
      });
      const old = await app.inject({ url: '/api/classes?version=1.5' });
      expect(old.statusCode).toBe(400);
      expect(old.json()).toMatchObject({
        message: 'Unknown game version "1.5". Known versions: launch.',
      });
      const skills = skillsSchema.parse(
        (await app.inject({ url: '/api/skill-trees/5/skills' })).json(),
      );
      expect(skills.find((s) => s.id === 37)?.levels).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('refuses to start on invalid game data, naming the file', async () => {
    const db = await freshDatabase();
    const gameData = copyGameData();
    writeFileSync(join(gameData, 'launch', 'trees.json'), '{ not json');
    await expect(startApp(db, { GAME_DATA_DIR: gameData })).rejects.toThrow(
      /launch[/\\]trees\.json: is not valid JSON/,
    );
  });
});

describe('server start with an unreachable database', () => {
  afterAll(removeTempDirs);

  it('fails with a message naming the database, without its password', async () => {
    const db = await createTestDatabase('sqlite');
    const config = loadConfig({
      ...baseEnv(db),
      // Port 1 on loopback: nothing listens there, the connection is refused at once.
      DATABASE_URL: 'postgres://arrakis:s3cret@127.0.0.1:1/arrakis',
    });
    const error: unknown = await buildApp(config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^Could not connect to PostgreSQL postgres:\/\/arrakis:\*\*\*@127\.0\.0\.1:1\/arrakis: .*ECONNREFUSED/,
    );
    expect(message).not.toContain('s3cret');
  });

  it('fails with a message naming a SQLite file that is not a database', async () => {
    const db = await createTestDatabase('sqlite');
    const file = join(db.env.DATA_DIR ?? '', 'arrakis.sqlite');
    writeFileSync(file, 'this is not a database, just text that is long enough '.repeat(40));
    await expect(startApp(db)).rejects.toThrow(
      `Could not open the SQLite database ${file}: file is not a database`,
    );
  });
});
