import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountTables } from './accountTables';
import { likesKey } from '../keys/publicListKeys';
import { bumpPublicListVersion } from './publicListVersion';
import type { SavedBuildDb, SavedBuildTables } from './savedBuildTables';

/**
 * Stores likes (migration 0005). A like is a row of `build_likes` and one more in the build's
 * `likes` count, written in one transaction: the insert's unique key decides who liked first,
 * and `likes = likes + 1` is evaluated by the database under the row's write lock, so the count
 * stays exact however many likes arrive at once, on SQLite and PostgreSQL alike. The build's
 * community-list keys (migration 0006) take the new count in the same transaction, and the list
 * is marked changed once it commits.
 */

/** A like of one build by one account ('u:' + id) or one browser ('v:' + sha256 of its id). */
interface BuildLikesTable {
  build_id: string;
  liker_key: string;
  /** ISO 8601 UTC. */
  created_at: string;
}

/** The table migration 0005 adds. */
// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
type LikeTables = { build_likes: BuildLikesTable };

/** A database handle that knows the like and saved-build tables. */
export type LikeDb = Kysely<Database & AccountTables & SavedBuildTables & LikeTables>;

/** The same connection, typed with the like tables too. */
export function likeDb(db: SavedBuildDb): LikeDb {
  return db.$extendTables<LikeTables>();
}

/** What a like or an unlike did, and the build's count afterwards. */
interface LikeChange {
  /** False when the liker had already liked it (like) or had not (unlike). */
  changed: boolean;
  likes: number;
}

export interface LikeRepository {
  /** Adds the liker's like unless there is one; the count afterwards. */
  like(buildId: string, likerKey: string, now: string): Promise<LikeChange>;
  /** Takes the liker's like back if there is one; the count afterwards. */
  unlike(buildId: string, likerKey: string, now: string): Promise<LikeChange>;
}

export function createLikeRepository(db: LikeDb): LikeRepository {
  const countOf = async (trx: LikeDb, buildId: string): Promise<number> => {
    const row = await trx
      .selectFrom('saved_builds')
      .select('likes')
      .where('id', '=', buildId)
      .executeTakeFirst();
    return row?.likes ?? 0;
  };

  /** The count and its time copied to the build's community-list keys, in `trx`. */
  const copyToKeys = async (trx: LikeDb, buildId: string, likes: number, now: string) => {
    await trx
      .updateTable('public_build_keys')
      .set({ likes, likes_key: likesKey(now) })
      .where('build_id', '=', buildId)
      .execute();
  };

  /** Runs `change` in a transaction, then marks the community list changed. */
  const inTransaction = async (change: (trx: LikeDb) => Promise<LikeChange>) => {
    try {
      return await db.transaction().execute(change);
    } finally {
      bumpPublicListVersion();
    }
  };

  return {
    like: (buildId, likerKey, now) =>
      inTransaction(async (trx) => {
        const inserted = await trx
          .insertInto('build_likes')
          .values({ build_id: buildId, liker_key: likerKey, created_at: now })
          .onConflict((oc) => oc.columns(['build_id', 'liker_key']).doNothing())
          .returning('build_id')
          .executeTakeFirst();
        if (!inserted) return { changed: false, likes: await countOf(trx, buildId) };
        const row = await trx
          .updateTable('saved_builds')
          .set((eb) => ({ likes: eb('likes', '+', 1), likes_updated_at: now }))
          .where('id', '=', buildId)
          .returning('likes')
          .executeTakeFirstOrThrow();
        await copyToKeys(trx, buildId, row.likes, now);
        return { changed: true, likes: row.likes };
      }),

    unlike: (buildId, likerKey, now) =>
      inTransaction(async (trx) => {
        const deleted = await trx
          .deleteFrom('build_likes')
          .where('build_id', '=', buildId)
          .where('liker_key', '=', likerKey)
          .returning('build_id')
          .executeTakeFirst();
        if (!deleted) return { changed: false, likes: await countOf(trx, buildId) };
        const row = await trx
          .updateTable('saved_builds')
          .set((eb) => ({
            likes: eb('likes', '-', 1),
            // The likes sort's tie-break is the latest change to the count.
            likes_updated_at: now,
          }))
          .where('id', '=', buildId)
          .where('likes', '>', 0)
          .returning('likes')
          .executeTakeFirst();
        if (row) await copyToKeys(trx, buildId, row.likes, now);
        return { changed: true, likes: row?.likes ?? 0 };
      }),
  };
}
