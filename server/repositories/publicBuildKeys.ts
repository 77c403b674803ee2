import { contentKeys, likesKey, publicListKeys, validOnKey } from '../keys/publicListKeys';
import type { SavedBuildDb, SavedBuildsTable, VersionStatus } from './savedBuildTables';

/**
 * Keeps `public_build_keys` (migration 0006) in step with a saved build: called inside the
 * transaction that changed the build, so the community list's filters never see a build with
 * tags or a listing it no longer has.
 */

/** The columns of a stored build that its key rows are made from. */
export type KeyedBuild = Pick<
  SavedBuildsTable,
  | 'id'
  | 'name'
  | 'guide'
  | 'data'
  | 'tags'
  | 'type_tags'
  | 'selected_class'
  | 'sharing'
  | 'likes'
  | 'likes_updated_at'
  | 'updated_at'
> & {
  /** Its count of favourites (migration 0027); none for a build just made. */
  favourites?: number;
  /** Its stored status (migration 0024); absent or null until computed. */
  version_status?: VersionStatus | null;
  status_version?: string | null;
};

/** The key rows of a build as stored: none unless it is Public. */
export function publicKeyRows(build: KeyedBuild) {
  if (build.sharing !== 'Public') return [];
  return [
    ...publicListKeys(
      JSON.parse(build.tags) as string[],
      JSON.parse(build.type_tags) as string[],
      build.selected_class,
    ),
    // What it holds (migration 0026); its data was validated when saved.
    ...contentKeys(build.guide, JSON.parse(build.data) as object),
    // "Valid on the current version" (migration 0024), for the version it was computed on.
    ...(build.version_status === 'valid' && typeof build.status_version === 'string'
      ? [validOnKey(build.status_version)]
      : []),
  ].map((key) => ({
    key,
    build_id: build.id,
    likes: build.likes,
    likes_key: likesKey(build.likes_updated_at),
    updated_at: build.updated_at,
    favourites: build.favourites ?? 0,
  }));
}

/** Replaces the build's key rows with those of its stored state; `trx` is the write's transaction. */
export async function rewritePublicKeys(trx: SavedBuildDb, build: KeyedBuild): Promise<void> {
  await trx.deleteFrom('public_build_keys').where('build_id', '=', build.id).execute();
  const rows = publicKeyRows(build);
  if (rows.length > 0) await trx.insertInto('public_build_keys').values(rows).execute();
}
