import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CommentState } from '../../src/api/contract/commentsTexts';
import type { CommentDb } from './commentTables';

/**
 * Stores comments, their reports and suspended commenting (migration 0028). What an asker may
 * read is one SQL condition (`readable`), so a page of threads counts and pages only what they
 * may see: a comment nobody else may read is listed only when a reply of it is readable.
 */

/** A stored comment with its writer's username (null once deleted). */
export interface CommentRow {
  id: string;
  build_id: string;
  parent_id: string | null;
  user_id: string | null;
  username: string | null;
  body: string;
  state: CommentState;
  created_at: string;
  edited_at: string | null;
  review_since: string | null;
}

/** Who reads: their account (null for a visitor) and whether they wrote the build. */
export interface CommentReader {
  userId: string | null;
  buildAuthor: boolean;
}

/** A comment in the desk's queue, with its build and its writer's suspension. */
interface QueuedCommentRow extends CommentRow {
  build_url: string;
  build_title: string;
  build_username: string;
  writer_suspended: number;
}

export interface OpenCommentReportRow {
  id: string;
  comment_id: string;
  reason: string;
  detail: string;
  created_at: string;
  reporter: string | null;
}

/** A new comment as the service made it. */
type NewComment = Pick<
  CommentRow,
  'id' | 'build_id' | 'parent_id' | 'user_id' | 'body' | 'state' | 'created_at' | 'review_since'
>;

/** What adding a reply found. */
type AddOutcome = 'added' | 'thread-full';

export interface CommentRepository {
  find(id: string): Promise<CommentRow | undefined>;
  /** A page of the build's threads (top-level comments) the reader may see, newest first. */
  threads(
    buildId: string,
    reader: CommentReader,
    offset: number,
    limit: number,
  ): Promise<CommentRow[]>;
  /** The replies of these threads the reader may read, oldest first. */
  replies(parentIds: readonly string[], reader: CommentReader): Promise<CommentRow[]>;
  /** Comments everyone may read on the build. */
  countVisible(buildId: string): Promise<number>;
  /** Adds a comment; a reply only while its thread has fewer than `maxReplies`. */
  add(comment: NewComment, maxReplies: number): Promise<AddOutcome>;
  /** The writer's new text and its state; `review` queues it (or keeps it queued). */
  edit(id: string, body: string, state: CommentState, at: string, review: boolean): Promise<void>;
  /** Sets the state the build's author chose (hidden or visible). */
  setState(id: string, state: CommentState): Promise<void>;
  /** Deletes the comment, or blanks it while replies hang on it; tidies an emptied parent. */
  remove(comment: Pick<CommentRow, 'id' | 'parent_id'>, at: string): Promise<void>;
  /** Adds a report unless the reporter made one (false then), and queues the comment. */
  report(report: {
    id: string;
    comment_id: string;
    reporter_id: string;
    reason: string;
    detail: string;
    created_at: string;
  }): Promise<boolean>;
  /** The queue, the longest waiting first. */
  queue(limit: number): Promise<QueuedCommentRow[]>;
  openReports(commentIds: readonly string[]): Promise<OpenCommentReportRow[]>;
  /**
   * A moderator's decision: the new state, the comment out of the queue, its reports closed.
   * Two writes: the caller runs it in the transaction that records the decision.
   */
  decide(id: string, state: CommentState, at: string, moderator: string): Promise<void>;
  isSuspended(userId: string): Promise<boolean>;
  suspend(userId: string, at: string, moderator: string, note: string): Promise<void>;
  restore(userId: string): Promise<void>;
}

/** Whether the reader may read the comment of table alias `alias` (see COMMENT_STATES). */
function readable(reader: CommentReader, alias: 'c' | 'r'): RawBuilder<SqlBool> {
  const state = sql.ref(`${alias}.state`);
  const terms = [sql`${state} = 'visible'`];
  if (reader.userId !== null) {
    terms.push(sql`(${sql.ref(`${alias}.user_id`)} = ${reader.userId} and ${state} <> 'deleted')`);
  }
  if (reader.buildAuthor) terms.push(sql`${state} = 'hidden'`);
  return sql<SqlBool>`(${sql.join(terms, sql` or `)})`;
}

const COMMENT_COLUMNS = [
  'c.id',
  'c.build_id',
  'c.parent_id',
  'c.user_id',
  'u.username',
  'c.body',
  'c.state',
  'c.created_at',
  'c.edited_at',
  'c.review_since',
] as const;

/** The repository over one database. */
export function createCommentRepository(db: CommentDb): CommentRepository {
  const comments = (handle: CommentDb = db) =>
    handle
      .selectFrom('build_comments as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select(COMMENT_COLUMNS);

  /** Deletes a blanked top-level comment once its last reply is gone. */
  async function tidyParent(trx: CommentDb, parentId: string): Promise<void> {
    await trx
      .deleteFrom('build_comments')
      .where('id', '=', parentId)
      .where('state', '=', 'deleted')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('build_comments as r').select('r.id').where('r.parent_id', '=', parentId),
          ),
        ),
      )
      .execute();
  }

  return {
    find: (id) => comments().where('c.id', '=', id).executeTakeFirst(),

    threads: (buildId, reader, offset, limit) =>
      comments()
        .where('c.build_id', '=', buildId)
        .where('c.parent_id', 'is', null)
        .where((eb) =>
          eb.or([
            readable(reader, 'c'),
            eb.exists(
              eb
                .selectFrom('build_comments as r')
                .select('r.id')
                .whereRef('r.parent_id', '=', 'c.id')
                .where(readable(reader, 'r')),
            ),
          ]),
        )
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    replies: async (parentIds, reader) =>
      parentIds.length === 0
        ? []
        : comments()
            .where('c.parent_id', 'in', parentIds)
            .where(readable(reader, 'c'))
            .orderBy('c.created_at')
            .orderBy('c.id')
            .execute(),

    async countVisible(buildId) {
      const row = await db
        .selectFrom('build_comments')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('build_id', '=', buildId)
        .where('state', '=', 'visible')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    add: (comment, maxReplies) =>
      db.transaction().execute(async (trx) => {
        if (comment.parent_id !== null) {
          const row = await trx
            .selectFrom('build_comments')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('parent_id', '=', comment.parent_id)
            .executeTakeFirstOrThrow();
          if (Number(row.count) >= maxReplies) return 'thread-full';
        }
        await trx
          .insertInto('build_comments')
          .values({ ...comment, edited_at: null })
          .execute();
        return 'added';
      }),

    async edit(id, body, state, at, review) {
      await db.transaction().execute(async (trx) => {
        const open = await trx
          .selectFrom('comment_reports')
          .select('id')
          .where('comment_id', '=', id)
          .where('closed_at', 'is', null)
          .executeTakeFirst();
        await trx
          .updateTable('build_comments')
          .set((eb) => ({
            body,
            state,
            edited_at: at,
            // Queued while flagged or reported; a cleaned text without reports leaves the queue.
            review_since:
              review || open ? eb.fn.coalesce('review_since', eb.val(at)) : eb.val(null),
          }))
          .where('id', '=', id)
          .execute();
      });
    },

    async setState(id, state) {
      await db.updateTable('build_comments').set({ state }).where('id', '=', id).execute();
    },

    remove: ({ id, parent_id }, at) =>
      db.transaction().execute(async (trx) => {
        const reply = await trx
          .selectFrom('build_comments')
          .select('id')
          .where('parent_id', '=', id)
          .executeTakeFirst();
        if (reply) {
          await trx
            .updateTable('build_comments')
            .set({ state: 'deleted', body: '', user_id: null, review_since: null })
            .where('id', '=', id)
            .execute();
          await trx
            .updateTable('comment_reports')
            .set({ closed_at: at })
            .where('comment_id', '=', id)
            .where('closed_at', 'is', null)
            .execute();
          return;
        }
        await trx.deleteFrom('build_comments').where('id', '=', id).execute();
        if (parent_id !== null) await tidyParent(trx, parent_id);
      }),

    report: (report) =>
      db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('comment_reports')
          .values({ ...report, closed_at: null, closed_by: null })
          .onConflict((oc) => oc.columns(['comment_id', 'reporter_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;
        await trx
          .updateTable('build_comments')
          .set((eb) => ({
            review_since: eb.fn.coalesce('review_since', eb.val(report.created_at)),
          }))
          .where('id', '=', report.comment_id)
          .execute();
        return true;
      }),

    queue: (limit) =>
      comments()
        .innerJoin('saved_builds as b', 'b.id', 'c.build_id')
        .innerJoin('users as a', 'a.id', 'b.user_id')
        .leftJoin('commenting_suspensions as s', 's.user_id', 'c.user_id')
        .select([
          'b.url as build_url',
          'b.name as build_title',
          'a.username as build_username',
          sql<number>`case when ${sql.ref('s.user_id')} is null then 0 else 1 end`.as(
            'writer_suspended',
          ),
        ])
        .where('c.review_since', 'is not', null)
        .orderBy('c.review_since')
        .orderBy('c.id')
        .limit(limit)
        .execute(),

    openReports: async (commentIds) =>
      commentIds.length === 0
        ? []
        : db
            .selectFrom('comment_reports as r')
            .leftJoin('users as u', 'u.id', 'r.reporter_id')
            .select([
              'r.id',
              'r.comment_id',
              'r.reason',
              'r.detail',
              'r.created_at',
              'u.username as reporter',
            ])
            .where('r.comment_id', 'in', commentIds)
            .where('r.closed_at', 'is', null)
            .orderBy('r.created_at')
            .execute(),

    async decide(id, state, at, moderator) {
      await db
        .updateTable('build_comments')
        .set({ state, review_since: null })
        .where('id', '=', id)
        .execute();
      await db
        .updateTable('comment_reports')
        .set({ closed_at: at, closed_by: moderator })
        .where('comment_id', '=', id)
        .where('closed_at', 'is', null)
        .execute();
    },

    async isSuspended(userId) {
      const row = await db
        .selectFrom('commenting_suspensions')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async suspend(userId, at, moderator, note) {
      await db
        .insertInto('commenting_suspensions')
        .values({ user_id: userId, suspended_at: at, suspended_by: moderator, note })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    },

    async restore(userId) {
      await db.deleteFrom('commenting_suspensions').where('user_id', '=', userId).execute();
    },
  };
}

/** Deletes a deleting account's comments; those with replies stay as blank placeholders. */
export async function forgetComments(db: CommentDb, userId: string): Promise<void> {
  await db
    .deleteFrom('build_comments as c')
    .where('c.user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('build_comments as r').select('r.id').whereRef('r.parent_id', '=', 'c.id'),
        ),
      ),
    )
    .execute();
  await db
    .updateTable('build_comments')
    .set({ state: 'deleted', body: '', user_id: null, review_since: null })
    .where('user_id', '=', userId)
    .execute();
}
