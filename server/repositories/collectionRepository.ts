import { sql, type SqlBool } from 'kysely';
import { isUniqueViolation } from '../db/constraintErrors';
import type { CollectionSharing } from '../../src/api/contract/collectionsTexts';
import { PUBLIC_CARD_COLUMNS, type PublicBuildRow } from './publicBuildRepository';
import { bumpPublicListVersion } from './publicListVersion';
import type { CollectionDb, CollectionsTable } from './collectionTables';
import { countFavourite } from './favouriteCounts';

/**
 * Stores favourites and collections (migration 0027). An entry of an account's Favourites is
 * one more in its build's `favourites`, written in the entry's transaction as likes are, with
 * the copy in the build's community-list keys; the list is marked changed once it commits, as
 * it is after every change of a collection's entries (their pages' cards are kept until then).
 */

/** A stored collection, its owner's username and how many Public builds it holds. */
export interface CollectionRow extends CollectionsTable {
  username: string;
  /** Its entries whose build is Public. */
  build_count: number;
  /** All its entries. */
  entries: number;
}

/** A new collection's or a change's stored fields. */
export interface CollectionFields {
  name: string;
  nameKey: string;
  description: string;
  sharing: CollectionSharing;
}

/** What an entry's change needs of its collection: whether it is Favourites (counted). */
type EntryTarget = Pick<CollectionsTable, 'id' | 'favourites'>;

/** What adding a build did. */
type AddOutcome = 'added' | 'already' | 'full';

export interface CollectionRepository {
  find(id: string): Promise<CollectionRow | undefined>;
  /** The account's collections, Favourites first, then oldest first; `buildId` marks `has_build`. */
  owned(userId: string, buildId?: string): Promise<(CollectionRow & { has_build: boolean })[]>;
  /** The account's Public collections that hold a Public build, Favourites first. */
  publicOf(userId: string): Promise<CollectionRow[]>;
  /** The account's Favourites, made now if it has none. */
  favouritesOf(
    userId: string,
    fields: CollectionFields,
    id: string,
    now: string,
  ): Promise<EntryTarget>;
  countOwned(userId: string): Promise<number>;
  /** A new collection; false when the account has one of that name. */
  create(userId: string, id: string, fields: CollectionFields, now: string): Promise<boolean>;
  /** Changes name, description or listing; false when the new name is taken. */
  update(id: string, fields: Partial<CollectionFields>, now: string): Promise<boolean>;
  remove(id: string): Promise<void>;
  /** Adds a build at the end, unless it is there or the collection holds `max` entries. */
  add(collection: EntryTarget, buildId: string, max: number, now: string): Promise<AddOutcome>;
  /** Takes a build out; false when it was not in. */
  take(collection: EntryTarget, buildId: string, now: string): Promise<boolean>;
  /**
   * Moves a build to a 0-based place among its Public builds (the last if past them); false
   * when it is not in.
   */
  move(collectionId: string, buildId: string, position: number, now: string): Promise<boolean>;
  /** A page of its Public builds as cards' rows, in its order. */
  builds(collectionId: string, offset: number, take: number): Promise<PublicBuildRow[]>;
  /** The build's count of favourites. */
  favouritesCount(buildId: string): Promise<number>;
}

/** A new collection's row: Favourites (1) or a named one (0). */
function newRow(
  userId: string,
  id: string,
  fields: CollectionFields,
  favourites: 0 | 1,
  now: string,
): CollectionsTable {
  return {
    id,
    user_id: userId,
    name: fields.name,
    name_key: fields.nameKey,
    description: fields.description,
    sharing: fields.sharing,
    favourites,
    created_at: now,
    updated_at: now,
  };
}

/**
 * An entry's build is Public, checked on the build found by the entry's key: as a bare
 * `sharing = 'Public'` SQLite walked the 100,000 Public builds' sort index instead (1.5 s).
 */
const PUBLIC_ENTRY = sql<SqlBool>`(saved_builds.sharing || '') = 'Public'`;

export function createCollectionRepository(db: CollectionDb): CollectionRepository {
  /** Collections with their owner's name and counts. */
  const withCounts = () =>
    db
      .selectFrom('collections')
      .innerJoin('users', 'users.id', 'collections.user_id')
      .selectAll('collections')
      .select((eb) => [
        'users.username',
        eb
          .selectFrom('collection_builds')
          .innerJoin('saved_builds', 'saved_builds.id', 'collection_builds.build_id')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('collection_builds.collection_id', '=', 'collections.id')
          .where(PUBLIC_ENTRY)
          .as('build_count'),
        eb
          .selectFrom('collection_builds')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('collection_builds.collection_id', '=', 'collections.id')
          .as('entries'),
      ]);

  const counted = <T extends { build_count: unknown; entries: unknown }>(row: T) => ({
    ...row,
    build_count: Number(row.build_count ?? 0),
    entries: Number(row.entries ?? 0),
  });

  /** Runs `write` in a transaction, then marks the community list changed. */
  const inTransaction = async <T>(write: (trx: CollectionDb) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction().execute(write);
    } finally {
      bumpPublicListVersion();
    }
  };

  return {
    async find(id) {
      const row = await withCounts().where('collections.id', '=', id).executeTakeFirst();
      return row && counted(row);
    },

    async owned(userId, buildId) {
      const rows = await withCounts()
        .where('collections.user_id', '=', userId)
        .orderBy('collections.favourites', 'desc')
        .orderBy('collections.created_at')
        .orderBy('collections.id')
        .execute();
      const holding = new Set(
        buildId === undefined
          ? []
          : (
              await db
                .selectFrom('collection_builds')
                .innerJoin('collections', 'collections.id', 'collection_builds.collection_id')
                .select('collection_builds.collection_id')
                .where('collections.user_id', '=', userId)
                .where('collection_builds.build_id', '=', buildId)
                .execute()
            ).map((row) => row.collection_id),
      );
      return rows.map((row) => ({ ...counted(row), has_build: holding.has(row.id) }));
    },

    async publicOf(userId) {
      const rows = await withCounts()
        .where('collections.user_id', '=', userId)
        .where('collections.sharing', '=', 'Public')
        .orderBy('collections.favourites', 'desc')
        .orderBy('collections.created_at')
        .orderBy('collections.id')
        .execute();
      return rows.map(counted).filter((row) => row.build_count > 0);
    },

    async favouritesOf(userId, fields, id, now) {
      // Only what a star needs: most stars find it, and the counts would be read for nothing.
      const mine = () =>
        db
          .selectFrom('collections')
          .select(['id', 'favourites'])
          .where('user_id', '=', userId)
          .where('favourites', '=', 1)
          .executeTakeFirst();
      const found = await mine();
      if (found) return found;
      await db
        .insertInto('collections')
        .values(newRow(userId, id, fields, 1, now))
        // Another first star raced this one, or a collection already has its name.
        .onConflict((oc) => oc.doNothing())
        .execute();
      const made = await mine();
      if (!made) throw new Error('Favourites could not be made: a collection has its name.');
      return made;
    },

    async countOwned(userId) {
      const row = await db
        .selectFrom('collections')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('favourites', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async create(userId, id, fields, now) {
      try {
        await db
          .insertInto('collections')
          .values(newRow(userId, id, fields, 0, now))
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async update(id, fields, now) {
      try {
        await db
          .updateTable('collections')
          .set({
            ...(fields.name !== undefined ? { name: fields.name } : {}),
            ...(fields.nameKey !== undefined ? { name_key: fields.nameKey } : {}),
            ...(fields.description !== undefined ? { description: fields.description } : {}),
            ...(fields.sharing !== undefined ? { sharing: fields.sharing } : {}),
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async remove(id) {
      await db.deleteFrom('collections').where('id', '=', id).execute();
    },

    add: (collection, buildId, max, now) =>
      inTransaction(async (trx) => {
        // Written first: on PostgreSQL the row's lock queues other adds to this collection, so
        // two cannot both take its last place.
        await trx
          .updateTable('collections')
          .set({ updated_at: now })
          .where('id', '=', collection.id)
          .execute();
        const { n, last, there } = await trx
          .selectFrom('collection_builds')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.max<number | null>('position').as('last'),
            eb.fn
              .sum<number | string | null>(
                eb.case().when('build_id', '=', buildId).then(1).else(0).end(),
              )
              .as('there'),
          ])
          .where('collection_id', '=', collection.id)
          .executeTakeFirstOrThrow();
        if (Number(there ?? 0) > 0) return 'already';
        if (Number(n) >= max) return 'full';
        await trx
          .insertInto('collection_builds')
          .values({
            collection_id: collection.id,
            build_id: buildId,
            position: last === null ? 0 : last + 1,
            added_at: now,
          })
          .execute();
        if (collection.favourites === 1) await countFavourite(trx, buildId, 1);
        return 'added';
      }),

    take: (collection, buildId, now) =>
      inTransaction(async (trx) => {
        const gone = await trx
          .deleteFrom('collection_builds')
          .where('collection_id', '=', collection.id)
          .where('build_id', '=', buildId)
          .returning('build_id')
          .executeTakeFirst();
        if (!gone) return false;
        await trx
          .updateTable('collections')
          .set({ updated_at: now })
          .where('id', '=', collection.id)
          .execute();
        if (collection.favourites === 1) await countFavourite(trx, buildId, -1);
        return true;
      }),

    move: (collectionId, buildId, position, now) =>
      inTransaction(async (trx) => {
        await trx
          .updateTable('collections')
          .set({ updated_at: now })
          .where('id', '=', collectionId)
          .execute();
        const stored = await trx
          .selectFrom('collection_builds')
          .innerJoin('saved_builds', 'saved_builds.id', 'collection_builds.build_id')
          .select([
            'collection_builds.build_id',
            'collection_builds.position',
            'saved_builds.sharing',
          ])
          .where('collection_builds.collection_id', '=', collectionId)
          .orderBy('collection_builds.position')
          .execute();
        const order = stored.map((row) => row.build_id);
        const from = order.indexOf(buildId);
        if (from < 0) return false;
        order.splice(from, 1);
        // The place is among the builds its owner sees (Public ones): it goes before the one
        // shown there now, wherever hidden builds lie between.
        const shown = new Set(
          stored.filter((row) => row.sharing === 'Public').map((row) => row.build_id),
        );
        const before = order.filter((id) => shown.has(id))[position];
        order.splice(before === undefined ? order.length : order.indexOf(before), 0, buildId);
        // Renumbered 0, 1, 2…: only the entries whose number changes are written.
        const was = new Map(stored.map((row) => [row.build_id, row.position]));
        for (const [at, id] of order.entries()) {
          if (was.get(id) === at) continue;
          await trx
            .updateTable('collection_builds')
            .set({ position: at })
            .where('collection_id', '=', collectionId)
            .where('build_id', '=', id)
            .execute();
        }
        return true;
      }),

    builds: (collectionId, offset, take) =>
      db
        .selectFrom('collection_builds')
        .innerJoin('saved_builds', 'saved_builds.id', 'collection_builds.build_id')
        .innerJoin('users', 'users.id', 'saved_builds.user_id')
        .select(PUBLIC_CARD_COLUMNS)
        .where('collection_builds.collection_id', '=', collectionId)
        .where(PUBLIC_ENTRY)
        .orderBy('collection_builds.position')
        .limit(take)
        .offset(offset)
        .execute(),

    async favouritesCount(buildId) {
      const row = await db
        .selectFrom('saved_builds')
        .select('favourites')
        .where('id', '=', buildId)
        .executeTakeFirst();
      return row?.favourites ?? 0;
    },
  };
}
