import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  Comment,
  CommentChange,
  CommentPage,
  CommentReportRequest,
} from '../../src/api/contract/comments';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_TEXTS,
  REPLIES_PER_COMMENT,
  type CommentBlock,
  type CommentState,
} from '../../src/api/contract/commentsTexts';
import type { Database } from '../db/schema';
import {
  createCommentRepository,
  type CommentReader,
  type CommentRow,
} from '../repositories/commentRepository';
import { commentDb } from '../repositories/commentTables';
import { savedBuildDb } from '../repositories/savedBuildTables';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import { tellOfComment } from './commentNews';
import type { Notifier } from './notifier';
import { findFlaggedContent } from './moderation';
import { REPORTS_PER_ADDRESS } from './reports';
import type { SavedBuildKey } from './savedBuilds';
import { HOUR_MS } from './secrets';
import type { Throttle, ThrottleRule } from './throttle';

/**
 * Comments on Public builds (COMMENT_STATES says who reads what). Every text goes through the
 * builds' moderation: a flagged one is held for the desk (commentDesk.ts), readable by its
 * writer alone. The build's author hides comments on it. Posts and edits are limited per
 * account and per address.
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
}

export interface CommentServiceDeps {
  db: Kysely<Database>;
  savedBuilds: SavedBuildRepository;
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

const flagged = (body: string) => findFlaggedContent({ comment: body }).length > 0;

export function createCommentService({
  db,
  savedBuilds,
  throttle,
  notifier,
  now = () => new Date(),
}: CommentServiceDeps): CommentService {
  const comments = createCommentRepository(commentDb(savedBuildDb(db)));

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
        await tellOfComment(
          notifier,
          comments,
          {
            id,
            build_id: build.id,
            parent_id: parentId,
            user_id: userId,
          },
          build.user_id,
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
  };
}
