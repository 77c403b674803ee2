import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { usernameKey } from '../../src/api/contract/accountRules';
import type {
  Comment,
  CommentChange,
  CommentDecision,
  CommentPage,
  CommentReportRequest,
  QueuedComment,
} from '../../src/api/contract/comments';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_REPORT_REASONS,
  COMMENT_TEXTS,
  REPLIES_PER_COMMENT,
  type CommentBlock,
  type CommentState,
} from '../../src/api/contract/commentsTexts';
import type { Database } from '../db/schema';
import { ANONYMOUS_USERNAME } from '../keys/rowNames';
import {
  createCommentRepository,
  type CommentReader,
  type CommentRepository,
  type CommentRow,
  type OpenCommentReportRow,
} from '../repositories/commentRepository';
import { commentDb } from '../repositories/commentTables';
import { savedBuildDb } from '../repositories/savedBuildTables';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import type { UserRepository } from '../repositories/userRepository';
import type { AdminActionService } from './adminActions';
import type { Notifier } from './notifier';
import { findFlaggedContent, flaggedFields } from './moderation';
import { REPORTS_PER_ADDRESS } from './reports';
import type { SavedBuildKey } from './savedBuilds';
import { HOUR_MS } from './secrets';
import type { Throttle, ThrottleRule } from './throttle';

/**
 * Comments on Public builds (COMMENT_STATES says who reads what). Every text goes through the
 * builds' moderation: a flagged one is held for the desk, readable by its writer alone. The
 * build's author hides comments on it; moderators keep or remove what waits on the desk and
 * suspend an account's commenting. Posts and edits are limited per account and per address.
 */

/** Comments and edits one account may write in an hour. */
export const COMMENTS_PER_ACCOUNT: ThrottleRule = {
  name: 'comment-account',
  windowMs: HOUR_MS,
  max: 30,
  message: COMMENT_TEXTS.tooMany,
};

/** Comments and edits one address may send in an hour, every account behind it together. */
const COMMENTS_PER_ADDRESS: ThrottleRule = {
  name: 'comment-address',
  windowMs: HOUR_MS,
  max: 60,
  message: COMMENT_TEXTS.tooMany,
};

/** The most comments the desk shows at once: the longest waiting. */
const QUEUE_LIMIT = 100;

/** Why a call was refused; the route maps each to its status. */
type CommentRefusal =
  | 'build-not-found'
  | 'not-found'
  | 'suspended'
  | 'thread-full'
  | 'removed'
  | 'not-build-author'
  | 'own-report'
  | 'already-reported';

export type CommentOutcome<T> = { ok: true; answer: T } | { ok: false; reason: CommentRefusal };

const refused = (reason: CommentRefusal) => ({ ok: false, reason }) as const;

/** A moderator acting on the desk. */
interface Moderator {
  id: string;
  username: string;
}

export interface CommentService {
  /** A page of the build's threads as the asker may read them. */
  page(
    key: SavedBuildKey,
    askerId: string | null,
    page: number,
  ): Promise<CommentOutcome<CommentPage>>;
  post(
    key: SavedBuildKey,
    userId: string,
    request: { body: string; parent_id?: string | undefined },
    ip: string,
  ): Promise<CommentOutcome<CommentChange>>;
  edit(
    id: string,
    userId: string,
    body: string,
    ip: string,
  ): Promise<CommentOutcome<CommentChange>>;
  remove(id: string, userId: string): Promise<CommentOutcome<{ message: string }>>;
  /** The build's author hides a comment on it, or shows it again. */
  setHidden(id: string, userId: string, hidden: boolean): Promise<CommentOutcome<CommentChange>>;
  report(
    id: string,
    userId: string,
    request: Required<CommentReportRequest>,
    ip: string,
  ): Promise<CommentOutcome<{ message: string }>>;
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

export interface CommentServiceDeps {
  db: Kysely<Database>;
  savedBuilds: SavedBuildRepository;
  users: UserRepository;
  adminActions: AdminActionService;
  throttle: Throttle;
  /** Tells a build's author of a comment, and a comment's writer of a reply. */
  notifier: Pick<Notifier, 'notify'>;
  now?: () => Date;
}

/** A fresh comment id: 9 random bytes, base64url (12 characters). */
function newCommentId(): string {
  return randomBytes(9).toString('base64url');
}

function mayRead(row: CommentRow, reader: CommentReader): boolean {
  if (row.state === 'visible') return true;
  if (row.state !== 'deleted' && reader.userId !== null && row.user_id === reader.userId) {
    return true;
  }
  return row.state === 'hidden' && reader.buildAuthor;
}

/** The comment as the reader may read it: its text and writer only when they may. */
function commentView(row: CommentRow, reader: CommentReader): Comment {
  const readable = mayRead(row, reader);
  return {
    id: row.id,
    parent_id: row.parent_id,
    username: readable ? row.username : null,
    body: readable ? row.body : '',
    state: row.state,
    created_at: row.created_at,
    edited_at: row.edited_at,
    mine: reader.userId !== null && row.user_id === reader.userId,
  };
}

function reportReason(reason: string): (typeof COMMENT_REPORT_REASONS)[number] {
  // Stored from the contract's list; a reason dropped from it since reads as 'Other'.
  return (COMMENT_REPORT_REASONS as readonly string[]).includes(reason)
    ? (reason as (typeof COMMENT_REPORT_REASONS)[number])
    : 'Other';
}

const flagged = (body: string) => findFlaggedContent({ comment: body }).length > 0;

export function createCommentService({
  db,
  savedBuilds,
  users,
  adminActions,
  throttle,
  notifier,
  now = () => new Date(),
}: CommentServiceDeps): CommentService {
  const repositoryOf = (handle: Kysely<Database>): CommentRepository =>
    createCommentRepository(commentDb(savedBuildDb(handle)));
  const comments = repositoryOf(db);

  async function buildOf(key: SavedBuildKey) {
    return 'id' in key ? savedBuilds.findById(key.id) : savedBuilds.findByUrl(key.url);
  }

  /** The comment, its build and the asker as its reader, if the build still exists. */
  async function withBuild(id: string, userId: string) {
    const row = await comments.find(id);
    if (!row) return undefined;
    const build = await savedBuilds.findById(row.build_id);
    if (!build) return undefined;
    const reader: CommentReader = { userId, buildAuthor: build.user_id === userId };
    return { row, build, reader, public: build.sharing === 'Public' };
  }

  /** Throttles a write and refuses a suspended writer. */
  async function mayWrite(userId: string, ip: string): Promise<boolean> {
    await throttle.hit(COMMENTS_PER_ADDRESS, ip);
    await throttle.hit(COMMENTS_PER_ACCOUNT, userId);
    return !(await comments.isSuspended(userId));
  }

  /**
   * Tells of a comment everyone may read: its thread's writer of a reply, and the build's author
   * (once: as a reply when they wrote the thread). The writer is never told of their own.
   */
  function tell(
    comment: Pick<CommentRow, 'id' | 'build_id' | 'user_id'>,
    buildAuthorId: string,
    threadWriterId: string | null,
  ) {
    const event = { buildId: comment.build_id, actorId: comment.user_id, commentId: comment.id };
    if (threadWriterId !== null) {
      notifier.notify({ ...event, kind: 'reply', recipients: { users: [threadWriterId] } });
    }
    if (threadWriterId !== buildAuthorId) {
      notifier.notify({ ...event, kind: 'comment', recipients: { users: [buildAuthorId] } });
    }
  }

  /** The writer of the thread a reply is in; null for a top-level comment. */
  async function threadWriter(parentId: string | null): Promise<string | null> {
    if (parentId === null) return null;
    return (await comments.find(parentId))?.user_id ?? null;
  }

  async function changed(id: string, reader: CommentReader, message: string) {
    const row = await comments.find(id);
    if (!row) return refused('not-found');
    return { ok: true, answer: { message, comment: commentView(row, reader) } } as const;
  }

  return {
    async page(key, askerId, page) {
      const build = await buildOf(key);
      const own = build !== undefined && askerId !== null && build.user_id === askerId;
      if (!build || (build.sharing !== 'Public' && !own)) return refused('build-not-found');
      const reader: CommentReader = { userId: askerId, buildAuthor: own };
      const threads = await comments.threads(
        build.id,
        reader,
        (page - 1) * COMMENT_PAGE_SIZE,
        COMMENT_PAGE_SIZE + 1,
      );
      const shown = threads.slice(0, COMMENT_PAGE_SIZE);
      const replies = await comments.replies(
        shown.map((row) => row.id),
        reader,
      );
      let blocked: CommentBlock | null = null;
      if (askerId === null) blocked = 'login';
      else if (build.sharing !== 'Public') blocked = 'not-public';
      else if (await comments.isSuspended(askerId)) blocked = 'suspended';
      return {
        ok: true,
        answer: {
          comments: shown.map((row) => ({
            ...commentView(row, reader),
            replies: replies
              .filter((reply) => reply.parent_id === row.id)
              .map((reply) => commentView(reply, reader)),
          })),
          total: await comments.countVisible(build.id),
          nextPage: threads.length > COMMENT_PAGE_SIZE ? page + 1 : null,
          blocked,
          moderates: own,
        },
      };
    },

    async post(key, userId, { body, parent_id }, ip) {
      if (!(await mayWrite(userId, ip))) return refused('suspended');
      const build = await buildOf(key);
      if (build?.sharing !== 'Public') return refused('build-not-found');
      const reader: CommentReader = { userId, buildAuthor: build.user_id === userId };
      let parentId: string | null = null;
      if (parent_id !== undefined) {
        const parent = await comments.find(parent_id);
        if (parent?.build_id !== build.id || !mayRead(parent, reader)) return refused('not-found');
        // One level of replies: answering a reply answers the comment it is under.
        parentId = parent.parent_id ?? parent.id;
      }
      const held = flagged(body);
      const at = now().toISOString();
      const id = newCommentId();
      const added = await comments.add(
        {
          id,
          build_id: build.id,
          parent_id: parentId,
          user_id: userId,
          body,
          state: held ? 'held' : 'visible',
          created_at: at,
          review_since: held ? at : null,
        },
        REPLIES_PER_COMMENT,
      );
      if (added === 'thread-full') return refused('thread-full');
      if (!held) {
        tell(
          { id, build_id: build.id, user_id: userId },
          build.user_id,
          await threadWriter(parentId),
        );
      }
      let message: string = parentId === null ? COMMENT_TEXTS.posted : COMMENT_TEXTS.replied;
      if (held) message = COMMENT_TEXTS.held;
      return changed(id, reader, message);
    },

    async edit(id, userId, body, ip) {
      if (!(await mayWrite(userId, ip))) return refused('suspended');
      const found = await withBuild(id, userId);
      if (!found?.public || found.row.user_id !== userId || found.row.state === 'deleted') {
        return refused('not-found');
      }
      const { row, reader } = found;
      if (row.state === 'removed') return refused('removed');
      const held = flagged(body);
      // A flagged text is held; a clean one is shown again unless the build's author hid it.
      let state: CommentState = row.state === 'hidden' ? 'hidden' : 'visible';
      if (held) state = 'held';
      await comments.edit(id, body, state, now().toISOString(), held);
      return changed(id, reader, held ? COMMENT_TEXTS.held : COMMENT_TEXTS.edited);
    },

    async remove(id, userId) {
      const row = await comments.find(id);
      if (row?.user_id !== userId) return refused('not-found');
      await comments.remove(row, now().toISOString());
      return { ok: true, answer: { message: COMMENT_TEXTS.deleted } };
    },

    async setHidden(id, userId, hidden) {
      const found = await withBuild(id, userId);
      if (!found || !mayRead(found.row, found.reader)) return refused('not-found');
      const { row, reader } = found;
      if (!reader.buildAuthor) return refused('not-build-author');
      // Only what everyone reads can be hidden, and only what was hidden shown again.
      if (row.state !== (hidden ? 'visible' : 'hidden')) {
        return changed(id, reader, hidden ? COMMENT_TEXTS.hidden : COMMENT_TEXTS.unhidden);
      }
      await comments.setState(id, hidden ? 'hidden' : 'visible');
      return changed(id, reader, hidden ? COMMENT_TEXTS.hidden : COMMENT_TEXTS.unhidden);
    },

    async report(id, userId, request, ip) {
      await throttle.hit(REPORTS_PER_ADDRESS, ip);
      const found = await withBuild(id, userId);
      if (!found?.public || !mayRead(found.row, found.reader)) return refused('not-found');
      if (found.row.user_id === userId) return refused('own-report');
      const added = await comments.report({
        id: randomUUID(),
        comment_id: id,
        reporter_id: userId,
        reason: request.reason,
        detail: request.detail,
        created_at: now().toISOString(),
      });
      if (!added) return refused('already-reported');
      return { ok: true, answer: { message: COMMENT_TEXTS.reportSent } };
    },

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
        tell(row, build.user_id, await threadWriter(row.parent_id));
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
