import { revisionsToDrop } from '../../src/skills/revisionThinning';
import { ANONYMOUS_USERNAME } from '../keys/rowNames';
import { packRevision, unpackRevision, type RevisionContent } from './revisionContent';
import type { SavedBuildDb } from './savedBuildTables';

/**
 * Revisions of saved builds (migration 0022). A save writes one in the save's own transaction,
 * after its update of the build's row: on PostgreSQL that row's lock orders concurrent saves of
 * one build, so each takes the next number. Over the limit, older ones are thinned
 * (revisionThinning.ts).
 */

/** At most this many revisions are kept per build. */
const REVISION_LIMIT = 100;

/** One revision as the history lists it. */
interface RevisionSummaryRow {
  number: number;
  saved_at: string;
  /** The saver's username; `anonymous` once that account is deleted. */
  username: string;
  game_version: string;
  note: string | null;
  /** Moderation flagged the build's texts as saved: only its owner reads this revision. */
  flagged: boolean;
}

type RevisionRow = RevisionSummaryRow & RevisionContent;

/** What a save keeps as a revision. */
export interface NewRevision {
  buildId: string;
  userId: string;
  savedAt: string;
  gameVersion: string;
  note: string | null;
  /** Whether moderation flagged the build's texts as saved. */
  flagged: boolean;
  /** The normalised build's JSON, as the saved build stores it. */
  data: string;
  guide: string;
}

/** Writes the build's next revision in `trx`, then thins its history to the limit. */
export async function writeRevision(trx: SavedBuildDb, revision: NewRevision): Promise<number> {
  const last = await trx
    .selectFrom('build_revisions')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('build_id', '=', revision.buildId)
    .executeTakeFirst();
  const number = (last?.n ?? 0) + 1;
  await trx
    .insertInto('build_revisions')
    .values({
      build_id: revision.buildId,
      number,
      user_id: revision.userId,
      saved_at: revision.savedAt,
      game_version: revision.gameVersion,
      note: revision.note,
      flagged: revision.flagged ? 1 : 0,
      content: packRevision(revision.data, revision.guide),
    })
    .execute();
  if (number > REVISION_LIMIT) {
    const kept = await trx
      .selectFrom('build_revisions')
      .select('number')
      .where('build_id', '=', revision.buildId)
      .execute();
    const dropped = revisionsToDrop(
      kept.map((row) => row.number),
      REVISION_LIMIT,
    );
    if (dropped.length > 0) {
      await trx
        .deleteFrom('build_revisions')
        .where('build_id', '=', revision.buildId)
        .where('number', 'in', dropped)
        .execute();
    }
  }
  return number;
}

export interface BuildRevisionRepository {
  /** The build's revisions, newest first. */
  list(buildId: string): Promise<RevisionSummaryRow[]>;
  /** One revision with its build, undefined when there is none of that number. */
  find(buildId: string, number: number): Promise<RevisionRow | undefined>;
}

export function createBuildRevisionRepository(db: SavedBuildDb): BuildRevisionRepository {
  const summaries = () =>
    db
      .selectFrom('build_revisions')
      .leftJoin('users', 'users.id', 'build_revisions.user_id')
      .select([
        'build_revisions.number',
        'build_revisions.saved_at',
        'build_revisions.game_version',
        'build_revisions.note',
        'build_revisions.flagged',
        'users.username',
      ]);
  const named = (row: {
    number: number;
    saved_at: string;
    game_version: string;
    note: string | null;
    flagged: number;
    username: string | null;
  }): RevisionSummaryRow => ({
    ...row,
    username: row.username ?? ANONYMOUS_USERNAME,
    flagged: row.flagged !== 0,
  });

  return {
    async list(buildId) {
      const rows = await summaries()
        .where('build_revisions.build_id', '=', buildId)
        .orderBy('build_revisions.number', 'desc')
        .execute();
      return rows.map(named);
    },

    async find(buildId, number) {
      const row = await summaries()
        .select('build_revisions.content')
        .where('build_revisions.build_id', '=', buildId)
        .where('build_revisions.number', '=', number)
        .executeTakeFirst();
      if (!row) return undefined;
      const { content, ...summary } = row;
      return { ...named(summary), ...unpackRevision(content) };
    },
  };
}
