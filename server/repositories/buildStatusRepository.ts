import { rewritePublicKeys } from './publicBuildKeys';
import { bumpPublicListVersion } from './publicListVersion';
import type { SavedBuildDb, VersionStatus } from './savedBuildTables';

/**
 * Reads and writes saved builds' stored status on the current game version (migration 0024);
 * a write rewrites the build's community-list keys in its transaction, as every save does.
 */

/** A build whose status needs computing. */
interface StaleStatusRow {
  id: string;
  data: string;
  game_version: string;
  /** The status computed against another version; null if never computed. */
  version_status: VersionStatus | null;
  user_id: string;
}

export interface BuildStatusRepository {
  /** Builds whose status was not computed against `version`, by id after `afterId`. */
  stale(version: string, afterId: string, limit: number): Promise<StaleStatusRow[]>;
  /**
   * Stores each build's status on `version` in one transaction, unless a save already stored
   * one against it meanwhile (a save's status is of the build it wrote, so it wins).
   */
  mark(marks: readonly { id: string; status: VersionStatus }[], version: string): Promise<void>;
}

export function createBuildStatusRepository(db: SavedBuildDb): BuildStatusRepository {
  const notOn = (version: string) =>
    db
      .selectFrom('saved_builds')
      .where((eb) =>
        eb.or([eb('status_version', 'is', null), eb('status_version', '<>', version)]),
      );
  return {
    stale: (version, afterId, limit) =>
      notOn(version)
        .select(['id', 'data', 'game_version', 'version_status', 'user_id'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    async mark(marks, version) {
      try {
        await db.transaction().execute(async (trx) => {
          for (const { id, status } of marks) {
            const row = await trx
              .updateTable('saved_builds')
              .set({ version_status: status, status_version: version })
              .where('id', '=', id)
              .where((eb) =>
                eb.or([eb('status_version', 'is', null), eb('status_version', '<>', version)]),
              )
              .returningAll()
              .executeTakeFirst();
            if (row) await rewritePublicKeys(trx, row);
          }
        });
      } finally {
        bumpPublicListVersion();
      }
    },
  };
}
