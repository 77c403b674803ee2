import type { Kysely } from 'kysely';
import type { GameData } from '../../src/skills/gameData';
import type { Database } from '../db/schema';
import { gameFilesSha256 } from './checksum';

/**
 * server/game/: start-up code for the game data. At every start the files under GAME_DATA_DIR
 * are read and checked (readGameFiles, loadGameFiles) and indexed in memory (indexGameFiles),
 * which is what the API serves and builds are checked against.
 */

export interface VersionSyncResult {
  version: string;
  /** `unchanged`: the stored checksum matched, nothing was written. */
  status: 'inserted' | 'updated' | 'unchanged';
}

/**
 * Records each version's checksum, so the start's log says which files changed. No query reads
 * game data from the database: the checksum is all it keeps of it.
 */
export async function syncGameData(
  db: Kysely<Database>,
  versions: readonly GameData[],
): Promise<VersionSyncResult[]> {
  const stored = await db.selectFrom('game_versions').select(['id', 'checksum']).execute();
  const results: VersionSyncResult[] = [];
  for (const data of versions) {
    const { version } = data;
    const checksum = gameFilesSha256(data);
    const before = stored.find((row) => row.id === version);
    if (before?.checksum === checksum) {
      results.push({ version, status: 'unchanged' });
      continue;
    }
    // An upsert: servers starting together on PostgreSQL may both record the same version.
    await db
      .insertInto('game_versions')
      .values({ id: version, checksum })
      .onConflict((oc) => oc.column('id').doUpdateSet({ checksum }))
      .execute();
    results.push({ version, status: before ? 'updated' : 'inserted' });
  }
  const stale = stored.map((row) => row.id).filter((id) => !versions.some((v) => v.version === id));
  if (stale.length > 0) await db.deleteFrom('game_versions').where('id', 'in', stale).execute();
  return results;
}
