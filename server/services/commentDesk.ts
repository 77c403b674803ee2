import type { Kysely } from 'kysely';
import { usernameKey } from '../../src/api/contract/accountRules';
import type { CommentDecision, QueuedComment } from '../../src/api/contract/comments';
import {
  COMMENT_REPORT_REASONS,
  COMMENT_TEXTS,
  type CommentState,
} from '../../src/api/contract/commentsTexts';
import type { Database } from '../db/schema';
import { ANONYMOUS_USERNAME } from '../keys/rowNames';
import {
  createCommentRepository,
  type CommentRepository,
  type OpenCommentReportRow,
} from '../repositories/commentRepository';
import { commentDb } from '../repositories/commentTables';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import { savedBuildDb } from '../repositories/savedBuildTables';
import type { UserRepository } from '../repositories/userRepository';
import type { AdminActionService } from './adminActions';
import { tellOfComment } from './commentNews';
import { flaggedFields } from './moderation';
import type { Notifier } from './notifier';

/**
 * The desk's comments: those held by moderation or reported, the longest waiting first; a
 * moderator's keep or remove, and suspending or restoring an account's commenting. Each change is
 * recorded in the desk's record in its own transaction.
 */

/** The most comments the desk shows at once: the longest waiting. */
const QUEUE_LIMIT = 100;

/** A moderator acting on the desk. */
interface Moderator {
  id: string;
  username: string;
}

export interface CommentDeskService {
  /** `GET /api/admin/comments`. */
  queue(): Promise<QueuedComment[]>;
  /** Undefined for an unknown comment. */
  decide(
    id: string,
    decision: Required<CommentDecision>,
    moderator: Moderator,
  ): Promise<{ message: string; state: CommentState } | undefined>;
  /** Undefined for an unknown account. */
  setCommenting(
    username: string,
    suspended: boolean,
    note: string,
    moderator: Moderator,
  ): Promise<{ message: string; suspended: boolean } | undefined>;
}

export interface CommentDeskDeps {
  db: Kysely<Database>;
  savedBuilds: SavedBuildRepository;
  users: UserRepository;
  adminActions: AdminActionService;
  /** Tells of a held comment a moderator keeps. */
  notifier: Pick<Notifier, 'notify'>;
  now?: () => Date;
}

function reportReason(reason: string): (typeof COMMENT_REPORT_REASONS)[number] {
  // Stored from the contract's list; a reason dropped from it since reads as 'Other'.
  return (COMMENT_REPORT_REASONS as readonly string[]).includes(reason)
    ? (reason as (typeof COMMENT_REPORT_REASONS)[number])
    : 'Other';
}

export function createCommentDeskService({
  db,
  savedBuilds,
  users,
  adminActions,
  notifier,
  now = () => new Date(),
}: CommentDeskDeps): CommentDeskService {
  const repositoryOf = (handle: Kysely<Database>): CommentRepository =>
    createCommentRepository(commentDb(savedBuildDb(handle)));
  const comments = repositoryOf(db);

  return {
    async queue() {
      const rows = await comments.queue(QUEUE_LIMIT);
      const reports = await comments.openReports(rows.map((row) => row.id));
      const reportsOf = (id: string): OpenCommentReportRow[] =>
        reports.filter((report) => report.comment_id === id);
      return rows.map((row) => ({
        id: row.id,
        body: row.body,
        state: row.state,
        username: row.username ?? ANONYMOUS_USERNAME,
        writer_suspended: row.writer_suspended === 1,
        build: { url: row.build_url, title: row.build_title, username: row.build_username },
        created_at: row.created_at,
        edited_at: row.edited_at,
        flagged: flaggedFields({ comment: row.body }).filter((field) => field.spans.length > 0),
        reports: reportsOf(row.id).map((report) => ({
          id: report.id,
          reason: reportReason(report.reason),
          detail: report.detail,
          created_at: report.created_at,
          reporter: report.reporter,
        })),
      }));
    },

    async decide(id, { decision, note }, moderator) {
      const row = await comments.find(id);
      if (!row || row.state === 'deleted') return undefined;
      // Read before the transaction: SQLite's one connection is the transaction's until it ends.
      const build = await savedBuilds.findById(row.build_id);
      // Keeping shows a held (or removed) comment to everyone; a hidden one stays hidden.
      let state: CommentState = row.state === 'hidden' ? 'hidden' : 'visible';
      if (decision === 'remove') state = 'removed';
      await db.transaction().execute(async (trx) => {
        await repositoryOf(trx).decide(id, state, now().toISOString(), moderator.username);
        await adminActions.record(
          {
            actor: moderator,
            action: decision === 'keep' ? 'comment.keep' : 'comment.remove',
            target: `${build?.url ?? row.build_id}#comment-${id}`,
            note: `by ${row.username ?? ANONYMOUS_USERNAME}${note ? `: ${note}` : ''}`,
          },
          trx,
        );
      });
      // A held comment is news once a moderator lets everyone read it.
      if (build && row.state === 'held' && state === 'visible') {
        await tellOfComment(notifier, comments, row, build.user_id);
      }
      return { message: decision === 'keep' ? COMMENT_TEXTS.kept : COMMENT_TEXTS.removed, state };
    },

    async setCommenting(username, suspended, note, moderator) {
      const key = usernameKey(username);
      if (key === ANONYMOUS_USERNAME) return undefined;
      const user = await users.findByUsernameKey(key);
      if (!user) return undefined;
      return db.transaction().execute(async (trx) => {
        const inTrx = repositoryOf(trx);
        if (suspended) {
          await inTrx.suspend(user.id, now().toISOString(), moderator.username, note);
        } else {
          await inTrx.restore(user.id);
        }
        await adminActions.record(
          {
            actor: moderator,
            action: suspended ? 'commenting.suspend' : 'commenting.restore',
            target: user.username,
            note,
          },
          trx,
        );
        return {
          message: suspended
            ? COMMENT_TEXTS.suspendedFor(user.username)
            : COMMENT_TEXTS.restoredFor(user.username),
          suspended,
        };
      });
    },
  };
}
