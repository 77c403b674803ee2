import type { Kysely } from 'kysely';
import type { CommentState } from '../../src/api/contract/commentsTexts';
import type { Database } from '../db/schema';
import type { AccountTables } from './accountTables';
import type { SavedBuildDb, SavedBuildTables } from './savedBuildTables';

/** The comment tables of migration 0028 as Kysely sees them. */

interface BuildCommentsTable {
  id: string;
  build_id: string;
  /** The top-level comment it answers; null for a top-level comment. */
  parent_id: string | null;
  /** Its writer; null once their account is deleted. */
  user_id: string | null;
  body: string;
  state: CommentState;
  created_at: string;
  edited_at: string | null;
  /** When it entered the desk's comment queue; null when nothing waits. */
  review_since: string | null;
}

interface CommentReportsTable {
  id: string;
  comment_id: string;
  reporter_id: string;
  reason: string;
  detail: string;
  created_at: string;
  closed_at: string | null;
  closed_by: string | null;
}

interface CommentingSuspensionsTable {
  user_id: string;
  suspended_at: string;
  /** The moderator's username. */
  suspended_by: string;
  note: string;
}

// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
type CommentTables = {
  build_comments: BuildCommentsTable;
  comment_reports: CommentReportsTable;
  commenting_suspensions: CommentingSuspensionsTable;
};

/** A database handle that knows the comment, saved-build and account tables. */
export type CommentDb = Kysely<Database & AccountTables & SavedBuildTables & CommentTables>;

/** The same connection, typed with the comment tables too. */
export function commentDb(db: SavedBuildDb): CommentDb {
  return db.$extendTables<CommentTables>();
}
