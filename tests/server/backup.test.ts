import { execFile } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BACKUP_TEXTS,
  backupDatabase,
  BackupError,
  defaultBackupFile,
} from '../../server/admin/backup';
import { loadConfig } from '../../server/config';
import { openDatabase, type AppDatabase } from '../../server/db/database';
import { seedPlayers } from '../../scripts/seedPlayers';
import {
  checkLedger,
  newLedger,
  publishTargets,
  seededRandom,
  storm,
  type Send,
  type WriteLedger,
} from '../../scripts/writeStorm';
import { sampleBuild } from './buildLinkFixtures';
import { createTestDatabase, makeTempDir, removeTempDirs, repoRoot, startApp } from './helpers';

/**
 * `npm run backup`: a copy of the live SQLite database taken by the command, in its own process,
 * while the server's connection keeps saving and liking. The copy is restored the way an operator
 * would (it becomes `arrakis.sqlite` of a new DATA_DIR and a server starts on it) and holds every
 * write acknowledged before the command was started, with whole counts.
 */

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command as `npm run backup -- …` runs it, with the server's environment `env`. */
function runBackup(env: Record<string, string>, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/admin/backupCli.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** Requests to an in-process app, in the storm's shape. */
function injectSend(app: FastifyInstance): Send {
  return async (call) => {
    const response = await app.inject({
      method: call.method,
      url: call.path,
      headers: {
        'x-requested-with': 'arrakis',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(call.cookie === undefined ? {} : { cookie: call.cookie }),
      },
      ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
    });
    return { status: response.statusCode, body: response.body };
  };
}

async function until(condition: () => boolean): Promise<void> {
  const end = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > end) throw new Error('The storm acknowledged too little in 20 s.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
  removeTempDirs();
});

describe('npm run backup (SQLite)', () => {
  it('copies a live database mid-storm; the restored copy holds every write acknowledged before it', async () => {
    const db = await createTestDatabase('sqlite');
    const app = await startApp(db, { RATE_LIMIT_PER_MINUTE: '0' });
    closing.push(() => app.close());
    const direct = await db.open();
    closing.push(() => direct.destroy());
    const players = await seedPlayers(direct, 40, 'Backer');
    const send = injectSend(app);
    const template = sampleBuild();
    const ledger = newLedger();
    const targets = await publishTargets(send, players.slice(0, 3), template, 'Backup', ledger);

    let stopped = false;
    const storming = storm({
      send,
      players,
      targets,
      template,
      label: 'Backup',
      workers: 4,
      random: seededRandom(13),
      stop: () => stopped,
      ledger,
    });
    await until(() => ledger.saves.length + ledger.likes.length >= 40);
    const before: WriteLedger = {
      ...newLedger(),
      saves: [...ledger.saves],
      likes: [...ledger.likes],
    };
    const file = join(makeTempDir('arrakis-backup-'), 'copy.sqlite');
    const run = await runBackup(db.env, ['--out', file]);
    const during = ledger.saves.length + ledger.likes.length;
    stopped = true;
    await storming;

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`to ${file}`);
    expect(run.stdout).toMatch(/\d+ pages, integrity check ok/);
    // The server kept writing while the command ran.
    expect(during).toBeGreaterThan(before.saves.length + before.likes.length);
    expect(Object.keys(ledger.refused)).toEqual([]);

    const copy = new DatabaseSync(file, { readOnly: true });
    expect(copy.prepare('pragma integrity_check').get()).toEqual({ integrity_check: 'ok' });
    // One self-contained file: no -wal beside it holds part of the data.
    expect(copy.prepare('pragma journal_mode').get()).toEqual({ journal_mode: 'delete' });
    copy.close();

    // Restore: the copy becomes the database of a fresh DATA_DIR, and a server starts on it.
    const restoredDir = makeTempDir('arrakis-restored-');
    copyFileSync(file, join(restoredDir, 'arrakis.sqlite'));
    const restoredEnv = { DATA_DIR: restoredDir };
    const restoredApp = await startApp({
      kind: 'sqlite',
      env: restoredEnv,
      open: () => openDatabase(loadConfig(restoredEnv).database),
      drop: () => Promise.resolve(),
    });
    closing.push(() => restoredApp.close());
    const restored: AppDatabase = await openDatabase(loadConfig(restoredEnv).database);
    closing.push(() => restored.destroy());
    const check = await checkLedger(restored, before);
    expect(check.problems).toEqual([]);
    expect(check).toMatchObject({
      savesFound: before.saves.length,
      likesFound: before.likes.length,
    });

    // The players' sessions and builds came back with it.
    const owner = players[0];
    const mine = await injectSend(restoredApp)({
      method: 'GET',
      path: '/api/my-builds',
      cookie: owner?.cookie ?? '',
    });
    expect(mine.status).toBe(200);
    const listed = (JSON.parse(mine.body) as { builds: { id: string }[] }).builds.map((b) => b.id);
    for (const save of before.saves.filter((s) => s.userId === owner?.id)) {
      expect(listed).toContain(save.id);
    }
  }, 60_000);

  it('refuses a PostgreSQL DATABASE_URL and gives the pg_dump and pg_restore commands', async () => {
    const run = await runBackup({ DATABASE_URL: 'postgres://arrakis@127.0.0.1:1/arrakis' }, []);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(BACKUP_TEXTS.postgres);
    expect(run.stderr).toContain('pg_dump --format=custom');
    expect(run.stderr).toContain('pg_restore');
  });

  it('names the copy by the date beside the database, and never overwrites a file', async () => {
    const at = new Date('2026-11-23T08:45:12.345Z');
    expect(defaultBackupFile('/srv/arrakis/var/arrakis.sqlite', at)).toBe(
      '/srv/arrakis/var/arrakis-backup-2026-11-23T08-45-12Z.sqlite',
    );
    const db = await createTestDatabase('sqlite');
    const database = await db.open();
    await database.destroy();
    const config = loadConfig(db.env).database;
    const made = await backupDatabase(config, undefined, at);
    expect(made.file).toBe(defaultBackupFile(made.source, at));
    expect(made.bytes).toBeGreaterThan(0);

    const taken = join(makeTempDir(), 'taken.sqlite');
    writeFileSync(taken, 'an earlier backup');
    await expect(backupDatabase(config, taken)).rejects.toThrow(BackupError);
    await expect(backupDatabase(config, taken)).rejects.toThrow(BACKUP_TEXTS.exists(taken));
    const missing = loadConfig({ DATA_DIR: join(makeTempDir(), 'none') }).database;
    await expect(backupDatabase(missing)).rejects.toThrow(/No SQLite database at/);
  });
});
