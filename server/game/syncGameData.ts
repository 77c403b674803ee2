import { sql, type Kysely, type Transaction } from 'kysely';
import type { GameData, GameManifest } from '../../src/skills/gameData';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { gameFilesSha256 } from './checksum';

/**
 * server/game/: start-up code for the game data. At every start the files under GAME_DATA_DIR
 * are read and checked (readGameFiles, loadGameFiles) and written into the database when their
 * checksum changed (this file), in one transaction per version. Serving the data is not done
 * here: that is services/gameCatalog.ts over the index of game/indexGameFiles.ts.
 */

export interface VersionSyncResult {
  version: string;
  /** `unchanged`: the stored checksum matched, nothing was written. */
  status: 'inserted' | 'updated' | 'unchanged';
  checksum: string;
}

/**
 * One key for every server process: on PostgreSQL, servers starting together take turns
 * instead of writing the same version twice (which would fail on the primary keys).
 */
const SYNC_LOCK_KEY = 727_001;

/** Rows per INSERT: far below SQLite's 32,766 bound variables and PostgreSQL's 65,535. */
const CHUNK_ROWS = 400;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) out.push(rows.slice(i, i + CHUNK_ROWS));
  return out;
}

async function lockSync(trx: Transaction<Database>, kind: DatabaseKind): Promise<void> {
  // SQLite has a single writer already; its transaction is the lock.
  if (kind === 'postgres') await sql`select pg_advisory_xact_lock(${SYNC_LOCK_KEY})`.execute(trx);
}

async function replaceVersionRows(trx: Transaction<Database>, data: GameData): Promise<void> {
  const { version } = data;
  // Children first, so this works whether or not the database enforces the cascades.
  await trx.deleteFrom('skills').where('version', '=', version).execute();
  await trx.deleteFrom('skill_trees').where('version', '=', version).execute();
  await trx.deleteFrom('classes').where('version', '=', version).execute();

  for (const rows of chunks(data.classes)) {
    await trx
      .insertInto('classes')
      .values(
        rows.map((c) => ({
          version,
          id: c.id,
          slug: c.slug,
          name: c.name,
          description: c.description,
          image_url: c.imageUrl,
          video_url: c.videoUrl,
        })),
      )
      .execute();
  }
  for (const rows of chunks(data.trees)) {
    await trx
      .insertInto('skill_trees')
      .values(
        rows.map((t) => ({
          version,
          id: t.id,
          class_id: t.classId,
          name: t.name,
          display_order: t.order,
          links: JSON.stringify(t.links),
        })),
      )
      .execute();
  }
  for (const rows of chunks(data.skills)) {
    await trx
      .insertInto('skills')
      .values(
        rows.map((s) => ({
          version,
          id: s.id,
          tree_id: s.treeId,
          name: s.name,
          type: s.type,
          description: s.description,
          icon_name: s.icon_name,
          levels: JSON.stringify(s.levels),
          position: s.position === null ? null : JSON.stringify(s.position),
          game_tag: s.gameTag,
          prescience: s.prescience ? 1 : 0,
          game_modes: JSON.stringify(s.gameModes),
        })),
      )
      .execute();
  }
}

/** Writes one version in one transaction, unless the stored checksum says it is unchanged. */
async function syncVersion(
  db: Kysely<Database>,
  kind: DatabaseKind,
  data: GameData,
  label: string,
): Promise<VersionSyncResult> {
  const checksum = gameFilesSha256(data);
  const version = data.version;
  // Cheap check outside any transaction: the common start (nothing changed) writes nothing.
  const stored = await db
    .selectFrom('game_versions')
    .select('checksum')
    .where('id', '=', version)
    .executeTakeFirst();
  if (stored?.checksum === checksum) return { version, status: 'unchanged', checksum };

  return db.transaction().execute(async (trx) => {
    await lockSync(trx, kind);
    // Re-read under the lock: another server may have written this version meanwhile.
    const current = await trx
      .selectFrom('game_versions')
      .select('checksum')
      .where('id', '=', version)
      .executeTakeFirst();
    if (current?.checksum === checksum) return { version, status: 'unchanged', checksum };

    await trx
      .insertInto('game_versions')
      .values({ id: version, label, checksum, is_current: 0, sort_order: 0 })
      .onConflict((oc) => oc.column('id').doUpdateSet({ label, checksum }))
      .execute();
    await replaceVersionRows(trx, data);
    return { version, status: current ? 'updated' : 'inserted', checksum };
  });
}

/**
 * Makes the database hold exactly the manifest's versions: each version is written in its own
 * transaction (skipped when unchanged), then labels, order and the current version are set and
 * versions no longer in the manifest are removed.
 */
export async function syncGameData(
  db: Kysely<Database>,
  kind: DatabaseKind,
  manifest: GameManifest,
  versions: readonly GameData[],
): Promise<VersionSyncResult[]> {
  const results: VersionSyncResult[] = [];
  for (const data of versions) {
    const entry = manifest.versions.find((v) => v.id === data.version);
    results.push(await syncVersion(db, kind, data, entry?.label ?? data.version));
  }

  const wanted = manifest.versions.map((entry, index) => ({
    id: entry.id,
    label: entry.label,
    sort_order: index,
    is_current: entry.id === manifest.current ? 1 : 0,
  }));
  const rows = await db
    .selectFrom('game_versions')
    .select(['id', 'label', 'sort_order', 'is_current'])
    .execute();
  const changed = wanted.filter((w) => {
    const row = rows.find((r) => r.id === w.id);
    return (
      row !== undefined &&
      (row.label !== w.label || row.sort_order !== w.sort_order || row.is_current !== w.is_current)
    );
  });
  const stale = rows.filter((r) => !wanted.some((w) => w.id === r.id)).map((r) => r.id);
  // Usually nothing to do: a restart with the same manifest writes nothing at all.
  if (changed.length === 0 && stale.length === 0) return results;

  await db.transaction().execute(async (trx) => {
    await lockSync(trx, kind);
    for (const { id, ...fields } of changed) {
      await trx.updateTable('game_versions').set(fields).where('id', '=', id).execute();
    }
    for (const id of stale) {
      await trx.deleteFrom('skills').where('version', '=', id).execute();
      await trx.deleteFrom('skill_trees').where('version', '=', id).execute();
      await trx.deleteFrom('classes').where('version', '=', id).execute();
      await trx.deleteFrom('game_versions').where('id', '=', id).execute();
    }
  });
  return results;
}
