import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupDatabase } from '../../server/admin/backup';
import { loadConfig } from '../../server/config';
import { prepareDataDir } from '../../server/db/fileModes';
import { createTestDatabase, databaseKinds, makeTempDir, startApp } from './helpers';

/**
 * Only the server's own user reads its data: DATA_DIR is created 0700, the SQLite database
 * with its WAL and shared-memory files 0600, and so are backups. Both databases.
 */

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe.each(databaseKinds)('the modes of the server’s files (%s)', (kind) => {
  it('creates DATA_DIR 0700 and the database files 0600', async () => {
    const db = await createTestDatabase(kind);
    const dataDir = join(makeTempDir('arrakis-modes-'), 'fresh', 'data');
    const app = await startApp(db, { DATA_DIR: dataDir });
    try {
      expect((await app.inject({ url: '/api/classes' })).statusCode).toBe(200);
      expect(modeOf(dataDir)).toBe(0o700);
      if (kind === 'sqlite') {
        const file = join(dataDir, 'arrakis.sqlite');
        for (const path of [file, `${file}-wal`, `${file}-shm`]) {
          expect(existsSync(path), path).toBe(true);
          expect(modeOf(path).toString(8), path).toBe('600');
        }
      }
    } finally {
      await app.close();
      await db.drop();
    }
  });
});

describe('an existing DATA_DIR and backups', () => {
  it('warns about a DATA_DIR others may read, leaving it as the operator made it', () => {
    const dir = join(makeTempDir('arrakis-modes-'), 'shared');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    expect(prepareDataDir(dir)).toBe(
      `DATA_DIR ${dir} is readable by others (mode 755); it holds the database and keys: run "chmod 700 ${dir}"`,
    );
    expect(modeOf(dir)).toBe(0o755);
    chmodSync(dir, 0o700);
    expect(prepareDataDir(dir)).toBeNull();
  });

  it('writes a backup 0600', async () => {
    const db = await createTestDatabase('sqlite');
    const app = await startApp(db);
    await app.close();
    const config = loadConfig(db.env);
    const backup = await backupDatabase(
      config.database,
      join(makeTempDir('arrakis-backup-'), 'b.sqlite'),
    );
    expect(modeOf(backup.file).toString(8)).toBe('600');
  });
});
