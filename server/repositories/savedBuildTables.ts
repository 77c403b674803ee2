import type { Generated, Kysely } from 'kysely';
import type { ChosenListing, Listing } from '../../src/skills/buildListing';
import type { Database } from '../db/schema';
import type { AccountTables } from './accountTables';

/**
 * The saved-build table of migration 0004 as Kysely sees it, added to the shared `Database`
 * type with `$extendTables` (as the account tables are), together with the account tables its
 * queries join (owners' usernames) and change (an account deleted keeps its builds).
 */

export interface SavedBuildsTable {
  /** A random UUID: the build's id in the API. */
  id: string;
  /** The short public id (a link id, 10 base62 characters), unique across saved builds. */
  url: string;
  user_id: string;
  /** 1-10 while the author owns it (the 10-build limit); null once given to `anonymous`. */
  slot: number | null;
  /** The title as the player wrote it; the build's name in the account. */
  name: string;
  /** `buildNameKey(name)`, unique per owner; null once given to `anonymous`. */
  name_key: string | null;
  description: string;
  guide: string;
  /** JSON array of main tags. */
  tags: string;
  /** JSON array of type tags. */
  type_tags: string;
  selected_class: string;
  /** SP spent, recomputed by the server from the game data. */
  skillpoints: number;
  /** Who may see it: what the owner chose, or Restricted by moderation. */
  sharing: Listing;
  /** What the owner chose last, kept while Restricted so a moderator's clearing restores it. */
  chosen_sharing: ChosenListing;
  /** JSON array of the field names moderation flagged (empty when clean). */
  flagged_fields: string;
  /** When it entered the moderation queue (flagged save or report); null when nothing waits. */
  review_since: string | null;
  /** A moderator's last decision (migration 0012); null before any. */
  moderation_verdict: 'cleared' | 'kept' | null;
  /** JSON: flagged field name → sha256 of the text that decision covered ('{}' by default). */
  moderation_reviewed: Generated<string>;
  /** JSON of the normalised build as validated when saved. */
  data: string;
  /** Game data version the build was checked against when last saved. */
  game_version: string;
  likes: number;
  likes_updated_at: string | null;
  /** Accounts whose Favourites hold it (migration 0027). */
  favourites: Generated<number>;
  /** ISO 8601 UTC times, as in every other table. */
  created_at: string;
  updated_at: string;
  last_viewed_at: string | null;
  /** The short public id of the build it was based on (`data.buildOrigin.url`; migration 0023). */
  origin_url: Generated<string | null>;
  /** Its status on `status_version` (migration 0024); null until first computed. */
  version_status: Generated<VersionStatus | null>;
  /** The current game version `version_status` was computed against; null until then. */
  status_version: Generated<string | null>;
}

/** A stored build's status on the current game version: `buildVersionStatus`'s `valid`. */
export type VersionStatus = 'valid' | 'needs-attention';

/**
 * One filter a Public build answers to (migration 0006): `tag:<main tag>`, `type:<type tag>`,
 * `class:<slug>`, `valid:<version>` (0024) or `has:guide` / `has:plan` (0026), with copies of the
 * build's sort columns so each filter's order is an index.
 */
interface PublicBuildKeysTable {
  key: string;
  build_id: string;
  likes: number;
  /** `coalesce(likes_updated_at, '')`: the likes sort's tie-break. */
  likes_key: string;
  updated_at: string;
  /** The build's `favourites` (migration 0027). */
  favourites: Generated<number>;
}

/** One kept save of a saved build (migration 0022). */
interface BuildRevisionsTable {
  build_id: string;
  /** 1 for the first save, then one more per save; never reused, so thinning leaves gaps. */
  number: number;
  /** Who saved it; null once that account is deleted. */
  user_id: string | null;
  /** ISO 8601 UTC time of the save. */
  saved_at: string;
  /** Game data version the build was checked against when saved. */
  game_version: string;
  note: string | null;
  /** 1 when moderation flagged the build's texts as saved: only its owner reads it. */
  flagged: Generated<number>;
  /** Base64 of the raw-deflated JSON `{"build", "guide"}` (revisionContent.ts). */
  content: string;
}

/** Migration 0025 on SQLite: the FTS5 row number of each Public build's search row. */
interface BuildSearchRowsTable {
  doc: Generated<number>;
  build_id: string;
}

/** Migration 0025 on PostgreSQL: a Public build's search row (its tsvector is written in SQL). */
interface BuildSearchTable {
  build_id: string;
}

/** Migration 0026: the level a Public build takes a skill at. */
interface BuildSkillsTable {
  build_id: string;
  skill_id: number;
  level: number;
}

/** The tables migrations 0004, 0006, 0022, 0025 and 0026 add. */
// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
export type SavedBuildTables = {
  saved_builds: SavedBuildsTable;
  public_build_keys: PublicBuildKeysTable;
  build_revisions: BuildRevisionsTable;
  build_search_rows: BuildSearchRowsTable;
  build_search: BuildSearchTable;
  build_skills: BuildSkillsTable;
};

/** A database handle that knows the saved-build and account tables. */
export type SavedBuildDb = Kysely<Database & AccountTables & SavedBuildTables>;

/** The same connection, typed with the saved-build and account tables. */
export function savedBuildDb(db: Kysely<Database>): SavedBuildDb {
  return db.$extendTables<AccountTables & SavedBuildTables>();
}
