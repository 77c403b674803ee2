/**
 * The database's tables as Kysely sees them. Columns are snake_case; routes map rows to the
 * API's field names. Booleans are stored as integers 0/1 and JSON as text so one set of
 * queries runs unchanged on SQLite and PostgreSQL.
 */

/** A game version the server has loaded; its data is served from memory, never from here. */
interface GameVersionsTable {
  id: string;
  /** sha256 of the version's canonical JSON: a start says whether the files changed. */
  checksum: string;
}

/** A share link: an immutable snapshot of a build, readable by anyone who has its id. */
interface BuildLinksTable {
  /** The link id: 10 base62 characters, the `url` of the API answers. */
  id: string;
  /** sha256 of the stored build and guide: the same content shared twice reuses the link. */
  content_hash: string;
  /** JSON of the build data as validated and normalised by the server. */
  data: string;
  /** The build's title when shared. */
  build_name: string;
  build_guide: string;
  /** Game data version the build was checked against. */
  game_version: string;
  /** ISO 8601 UTC timestamp; text sorts correctly on both databases. */
  created_at: string;
}

export interface Database {
  game_versions: GameVersionsTable;
  build_links: BuildLinksTable;
}
