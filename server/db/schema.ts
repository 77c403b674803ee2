/**
 * The database's tables as Kysely sees them. Columns are snake_case; routes map rows to the
 * API's field names. Booleans are stored as integers 0/1 and JSON as text so one set of
 * queries runs unchanged on SQLite and PostgreSQL.
 */

interface GameVersionsTable {
  id: string;
  label: string;
  /** sha256 of the version's canonical JSON: the sync skips a version whose files are unchanged. */
  checksum: string;
  is_current: number;
  /** Position in the manifest, so the versions list keeps the manifest's order. */
  sort_order: number;
}

export interface ClassesTable {
  version: string;
  id: number;
  slug: string;
  name: string;
  description: string;
  image_url: string;
  video_url: string | null;
}

export interface SkillTreesTable {
  version: string;
  id: number;
  class_id: number;
  name: string;
  display_order: number;
  /** JSON array of [skillId, skillId] pairs. */
  links: string;
}

export interface SkillsTable {
  version: string;
  id: number;
  tree_id: number;
  name: string;
  type: string;
  description: string;
  icon_name: string;
  /** JSON array of levels. */
  levels: string;
  /** JSON {col, row}, or null when the data has no position. */
  position: string | null;
  game_tag: string;
  prescience: number;
  /** JSON array of the game modes the skill exists in. */
  game_modes: string;
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
  classes: ClassesTable;
  skill_trees: SkillTreesTable;
  skills: SkillsTable;
  build_links: BuildLinksTable;
}
