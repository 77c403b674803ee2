/**
 * The database's tables as Kysely sees them. Columns are snake_case; routes map rows to the
 * API's field names. Booleans are stored as integers 0/1 and JSON as text so one set of
 * queries runs unchanged on SQLite and PostgreSQL.
 */

export interface GameVersionsTable {
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
}

export interface Database {
  game_versions: GameVersionsTable;
  classes: ClassesTable;
  skill_trees: SkillTreesTable;
  skills: SkillsTable;
}
