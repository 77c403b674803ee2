import type { Kysely } from 'kysely';
import type { CollectionSharing } from '../../src/api/contract/collectionsTexts';
import type { Database } from '../db/schema';
import type { AccountTables } from './accountTables';
import type { SavedBuildDb, SavedBuildTables } from './savedBuildTables';

/** The collection tables of migration 0027 as Kysely sees them. */

export interface CollectionsTable {
  id: string;
  user_id: string;
  name: string;
  name_key: string;
  description: string;
  sharing: CollectionSharing;
  /** 1 for the account's Favourites, else 0. */
  favourites: number;
  created_at: string;
  updated_at: string;
}

interface CollectionBuildsTable {
  collection_id: string;
  build_id: string;
  /** 0-based place in the collection's order. */
  position: number;
  added_at: string;
}

// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
type CollectionTables = {
  collections: CollectionsTable;
  collection_builds: CollectionBuildsTable;
};

/** A database handle that knows the collection, saved-build and account tables. */
export type CollectionDb = Kysely<Database & AccountTables & SavedBuildTables & CollectionTables>;

/** The same connection, typed with the collection tables too. */
export function collectionDb(db: SavedBuildDb): CollectionDb {
  return db.$extendTables<CollectionTables>();
}
