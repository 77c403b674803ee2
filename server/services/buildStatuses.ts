import type { Build } from '../../src/skills/buildSchema';
import {
  buildVersionStatus,
  versionStatusLabel,
  type BuildVersionStatus,
} from '../../src/skills/buildVersionStatus';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { VersionStatus } from '../repositories/savedBuildTables';
import type { BuildStatusRepository } from '../repositories/buildStatusRepository';

/**
 * Saved builds' status on the current game version ("valid on 1.5.3.6" / "needs attention"),
 * always `buildVersionStatus` over the stored build, never set by hand. Stored with the version
 * it was computed against, so the community list filters on it, and recomputed at start for
 * rows computed against another version: a new game data release re-marks every build.
 */

/** A stored build as its status reads it. */
interface StatusSource {
  /** JSON of the normalised build, validated by the build schema when it was stored. */
  data: string;
  /** The game version it was checked against when saved. */
  game_version: string;
  version_status: VersionStatus | null;
  status_version: string | null;
}

export interface BuildStatuses {
  readonly currentVersion: string;
  /** The status of a stored build on the current version, computed now. */
  compute(row: Pick<StatusSource, 'data' | 'game_version'>): VersionStatus;
  /** The status a card shows: the stored one when computed on the current version. */
  shown(row: StatusSource): BuildVersionStatus;
}

export function createBuildStatuses(
  indexes: ReadonlyMap<string, GameIndex>,
  currentVersion: string,
): BuildStatuses {
  const current = indexes.get(currentVersion);
  if (!current) throw new Error(`No game data for the current version ${currentVersion}.`);
  // A version this server does not hold: a copy of the current index, so only fitting judges.
  const unknownVersion: GameIndex = { ...current, data: { ...current.data } };
  const compute = (row: Pick<StatusSource, 'data' | 'game_version'>): VersionStatus => {
    const build = JSON.parse(row.data) as Build;
    const from = indexes.get(row.game_version) ?? unknownVersion;
    return buildVersionStatus(build, from, current).valid ? 'valid' : 'needs-attention';
  };
  return {
    currentVersion,
    compute,
    shown(row) {
      const status =
        row.status_version === currentVersion && row.version_status !== null
          ? row.version_status
          : compute(row);
      const valid = status === 'valid';
      return { valid, label: versionStatusLabel(valid, currentVersion) };
    },
  };
}

/** Rows read, and written in one transaction, per step of the refresh. */
const REFRESH_CHUNK = 200;

/**
 * Computes the status of every build whose stored one was computed against another version
 * (or never): run at start, beside requests, until done or `stopped`. Returns how many it marked;
 * `broken` hears of each build that was valid and needs attention now (a game update broke it).
 */
export async function refreshBuildStatuses(
  repository: BuildStatusRepository,
  statuses: BuildStatuses,
  stopped: () => boolean = () => false,
  broken: (buildId: string, ownerId: string) => void = () => undefined,
): Promise<number> {
  let marked = 0;
  let after = '';
  while (!stopped()) {
    const rows = await repository.stale(statuses.currentVersion, after, REFRESH_CHUNK);
    const last = rows.at(-1);
    if (last === undefined) return marked;
    after = last.id;
    const marks = rows.map((row) => ({ id: row.id, status: statuses.compute(row) }));
    await repository.mark(marks, statuses.currentVersion);
    marks.forEach((mark, i) => {
      const row = rows[i];
      if (row && mark.status === 'needs-attention' && row.version_status === 'valid') {
        broken(mark.id, row.user_id);
      }
    });
    marked += marks.length;
  }
  return marked;
}
