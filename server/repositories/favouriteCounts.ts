import { bumpPublicListVersion } from './publicListVersion';
import { collectionDb, type CollectionDb } from './collectionTables';
import type { SavedBuildDb } from './savedBuildTables';

/**
 * A build's count of favourites (migration 0027): the accounts whose Favourites hold it, kept
 * in the transaction that changes an entry, with its copy in the build's community-list keys.
 */

/**
 * Before an account is deleted, in the deletion's transaction: its Favourites stop counting
 * (the cascade then removes its collections).
 */
export async function forgetFavourites(trx: SavedBuildDb, userId: string): Promise<void> {
  const db = collectionDb(trx);
  const ids = (
    await db
      .selectFrom('collection_builds')
      .innerJoin('collections', 'collections.id', 'collection_builds.collection_id')
      .select('collection_builds.build_id')
      .where('collections.user_id', '=', userId)
      .where('collections.favourites', '=', 1)
      .execute()
  ).map((row) => row.build_id);
  for (const id of ids) await countFavourite(db, id, -1);
  if (ids.length > 0) bumpPublicListVersion();
}

/** One more or one fewer favourite of a build, with its list keys' copy. */
export async function countFavourite(
  trx: CollectionDb,
  buildId: string,
  by: 1 | -1,
): Promise<number> {
  const row = await trx
    .updateTable('saved_builds')
    .set((eb) => ({ favourites: eb('favourites', '+', by) }))
    .where('id', '=', buildId)
    .returning('favourites')
    .executeTakeFirst();
  const favourites = Math.max(0, row?.favourites ?? 0);
  await trx
    .updateTable('public_build_keys')
    .set({ favourites })
    .where('build_id', '=', buildId)
    .execute();
  return favourites;
}
