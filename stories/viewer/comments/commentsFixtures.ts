import { fn } from 'storybook/test';
import type { Comment, CommentThread } from '../../../src/api/contract/comments';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_TEXTS,
  type CommentBlock,
} from '../../../src/api/contract/commentsTexts';
import type { CommentChanges } from '../../../src/viewer/comments/useCommentChanges';
import { VIEWER_URL } from '../fixtures';

/**
 * A stand-in for the comment calls on the story's build (no network): it replaces `fetch` for
 * `/api/saved-builds/{url}/comments…` and `/api/comments/…` and answers them as the server does
 * for one asker, from a small store the story starts, so the stories go through the app's own
 * request code. Other paths go to the network as usual.
 */

/** When the story's comments were written. */
const WRITTEN = '2026-11-20T18:05:00.000Z';

/** A comment's 12-character id from a name. */
export function commentId(name: string): string {
  return name.padEnd(12, '0').slice(0, 12);
}

/** A visible comment by Chani, not the asker's, with `overrides`. */
export function storyComment(name: string, overrides: Partial<Comment> = {}): Comment {
  return {
    id: commentId(name),
    parent_id: null,
    username: 'Chani',
    body: `Comment ${name}`,
    state: 'visible',
    created_at: WRITTEN,
    edited_at: null,
    mine: false,
    ...overrides,
  };
}

/** A top-level comment with `replies` (each given its parent). */
export function storyThread(
  name: string,
  overrides: Partial<Comment> = {},
  replies: readonly Comment[] = [],
): CommentThread {
  const id = commentId(name);
  return {
    ...storyComment(name, overrides),
    replies: replies.map((reply) => ({ ...reply, parent_id: id })),
  };
}

/** Which call an answer stands in for. */
type CallName = 'page' | 'post' | 'edit' | 'delete' | 'hide' | 'show' | 'report';

/** An answer that replaces the store's: an error body, no answer at all, or one never coming. */
type Override = { status: number; message: string } | 'offline' | 'pending';

/** What one story serves. */
export interface CommentsStub {
  /** The comments as the asker reads them before the story (copied at each run). */
  threads: () => CommentThread[];
  /** Why the asker may not write (default: they may). */
  blocked?: CommentBlock | null;
  /** The asker is the build's author (default: not). */
  moderates?: boolean;
  /** Threads a page (default: the server's). */
  pageSize?: number;
  /** Moderation holds every new or edited text (default: it lets them through). */
  holds?: boolean;
  /** Answers replacing the store's for a call, used once each, in order. */
  overrides?: Partial<Record<CallName, readonly Override[]>>;
}

/** The store during a run, and what the page asked ("METHOD path"). */
export interface CommentsStore {
  threads: CommentThread[];
  seen: string[];
  /** The bodies the page sent, in order. */
  sent: unknown[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Comments everyone may read: the visible ones, replies included. */
function totalOf(threads: readonly CommentThread[]): number {
  return threads
    .flatMap((thread) => [thread, ...thread.replies])
    .filter((comment) => comment.state === 'visible').length;
}

/** A comment of the store by id, with the list it sits in. */
function located(store: CommentsStore, id: string) {
  for (const thread of store.threads) {
    if (thread.id === id) return { comment: thread as Comment, list: store.threads, thread };
    const reply = thread.replies.find((each) => each.id === id);
    if (reply) return { comment: reply, list: thread.replies, thread };
  }
  return null;
}

/** The comment as a change answers it: without replies. */
function answered(comment: Comment): Comment {
  const { id, parent_id, username, body, state, created_at, edited_at, mine } = comment;
  return { id, parent_id, username, body, state, created_at, edited_at, mine };
}

const notFound = () => json(404, { message: COMMENT_TEXTS.notFound });

function answerCall(
  stub: CommentsStub,
  store: CommentsStore,
  method: string,
  url: URL,
  body: unknown,
): { call: CallName; respond: () => Response } | null {
  const path = url.pathname;
  if (path === `/api/saved-builds/${VIEWER_URL}/comments` && method === 'GET') {
    return {
      call: 'page',
      respond: () => {
        const size = stub.pageSize ?? COMMENT_PAGE_SIZE;
        const page = Number(url.searchParams.get('page') ?? '1');
        const start = (page - 1) * size;
        return json(200, {
          comments: structuredClone(store.threads.slice(start, start + size)),
          total: totalOf(store.threads),
          nextPage: store.threads.length > start + size ? page + 1 : null,
          blocked: stub.blocked ?? null,
          moderates: stub.moderates ?? false,
        });
      },
    };
  }
  if (path === `/api/saved-builds/${VIEWER_URL}/comments` && method === 'POST') {
    return {
      call: 'post',
      respond: () => {
        const { body: text, parent_id: parent } = body as { body: string; parent_id?: string };
        const made: Comment = storyComment(`new${store.sent.length}`, {
          parent_id: parent ?? null,
          username: 'Stilgar',
          body: text.trim(),
          state: stub.holds === true ? 'held' : 'visible',
          created_at: '2026-11-22T10:00:00.000Z',
          mine: true,
        });
        if (parent === undefined) store.threads.unshift({ ...made, replies: [] });
        else {
          const thread = store.threads.find((each) => each.id === parent);
          if (!thread) return notFound();
          thread.replies.push(made);
        }
        const said = parent === undefined ? COMMENT_TEXTS.posted : COMMENT_TEXTS.replied;
        const message = stub.holds === true ? COMMENT_TEXTS.held : said;
        return json(201, { message, comment: answered(made) });
      },
    };
  }
  const one = /^\/api\/comments\/([^/]+)(\/hidden|\/report)?$/.exec(path);
  if (!one) return null;
  const [, id = '', what] = one;
  if (what === undefined && method === 'PATCH') {
    return {
      call: 'edit',
      respond: () => {
        const found = located(store, id);
        if (!found) return notFound();
        found.comment.body = (body as { body: string }).body.trim();
        found.comment.edited_at = '2026-11-22T11:00:00.000Z';
        if (stub.holds === true) found.comment.state = 'held';
        const message = stub.holds === true ? COMMENT_TEXTS.held : COMMENT_TEXTS.edited;
        return json(200, { message, comment: answered(found.comment) });
      },
    };
  }
  if (what === undefined && method === 'DELETE') {
    return {
      call: 'delete',
      respond: () => {
        const found = located(store, id);
        if (!found) return notFound();
        const { comment, list, thread } = found;
        // A thread with replies stays as a placeholder; anything else goes.
        if (comment === thread && thread.replies.length > 0) {
          Object.assign(comment, { state: 'deleted', body: '', username: null, mine: false });
        } else list.splice(list.indexOf(comment), 1);
        return json(200, { message: COMMENT_TEXTS.deleted });
      },
    };
  }
  if (what === '/hidden') {
    const hiding = method === 'PUT';
    return {
      call: hiding ? 'hide' : 'show',
      respond: () => {
        const found = located(store, id);
        if (!found) return notFound();
        found.comment.state = hiding ? 'hidden' : 'visible';
        const message = hiding ? COMMENT_TEXTS.hidden : COMMENT_TEXTS.unhidden;
        return json(200, { message, comment: answered(found.comment) });
      },
    };
  }
  if (what === '/report' && method === 'POST') {
    return {
      call: 'report',
      respond: () =>
        located(store, id) ? json(201, { message: COMMENT_TEXTS.reportSent }) : notFound(),
    };
  }
  return null;
}

/**
 * A stand-in for one story: its `beforeEach` starts the store and replaces `fetch` (and gives it
 * back afterwards); `store` is what the page changed and asked. Answers come after a short pause,
 * so the busy states show.
 */
export function serveComments(stub: CommentsStub): {
  store: CommentsStore;
  beforeEach: () => () => void;
} {
  const store: CommentsStore = { threads: [], seen: [], sent: [] };
  return {
    store,
    beforeEach: () => {
      store.threads = structuredClone(stub.threads());
      store.seen = [];
      store.sent = [];
      const overrides = Object.fromEntries(
        Object.entries(stub.overrides ?? {}).map(([call, answers]) => [call, [...answers]]),
      ) as Partial<Record<CallName, Override[]>>;
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = new URL(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
          window.location.origin,
        );
        const method = init?.method ?? 'GET';
        const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
        const handled = answerCall(stub, store, method, url, body);
        if (!handled) return original(input, init);
        store.seen.push(`${method} ${url.pathname}${url.search}`);
        if (body !== undefined) store.sent.push(body);
        const override = overrides[handled.call]?.shift();
        if (override === 'pending') return new Promise<never>(() => undefined);
        if (override === 'offline') throw new TypeError('Failed to fetch');
        await new Promise((resolve) => setTimeout(resolve, 120));
        if (override) return json(override.status, { message: override.message });
        return handled.respond();
      };
      return () => {
        window.fetch = original;
      };
    },
  };
}

/** What the page asks for the comments' page `n` of the story's build. */
export const pageCall = (n: number) => `GET /api/saved-builds/${VIEWER_URL}/comments?page=${n}`;
/** What posting a comment or a reply asks. */
export const POST_CALL = `POST /api/saved-builds/${VIEWER_URL}/comments`;

/**
 * Comment changes for a story of one comment or thread by itself: each a spy that succeeds after
 * a short pause (the busy states show), so no stand-in for `fetch` is needed.
 */
export function storyChanges(): CommentChanges {
  const done = () => new Promise<void>((resolve) => setTimeout(resolve, 120));
  return {
    post: fn(done),
    edit: fn(done),
    remove: fn(done),
    setHidden: fn(done),
    report: fn(done),
  };
}
