import { NOTIFICATION_TEXTS } from '../../../src/api/contract/notificationsTexts';

/**
 * A stand-in for `fetch` that answers the follow calls on authors and builds the way the server
 * does (anyone reads the count; a visitor's change is 401, one's own 400), so the stories run the
 * buttons' own request code without a network.
 */

/** One thing to follow: whose it is, how many follow it and whether the asker does. */
export interface FollowTarget {
  owner: string;
  followers: number;
  following: boolean;
}

/** An answer that never comes, or a status and a JSON body, for every call of one kind. */
type Answer = 'pending' | { status: number; body: unknown };

/** What the stand-in serves and what it was asked, in order. */
export interface FollowStub {
  /** By follow path in lower case (`/api/users/chani/follow`, `/api/saved-builds/{url}/follow`). */
  targets: Record<string, FollowTarget>;
  /** Who the stand-in takes the asker for (the story's session): null a visitor. */
  asker: string | null;
  /** Replaces every read, or every change. */
  read?: Answer;
  change?: Answer;
  seen: { method: string; path: string }[];
}

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The answer the server would give to one call. */
function answer(stub: FollowStub, method: string, path: string): Response {
  const target = stub.targets[path.toLowerCase()];
  const isAuthor = path.startsWith('/api/users/');
  if (method !== 'GET' && stub.asker === null) {
    return reply(401, { message: 'You must be logged in.' });
  }
  if (!target) {
    const message = isAuthor ? NOTIFICATION_TEXTS.userNotFound : NOTIFICATION_TEXTS.buildNotFound;
    return reply(404, { message });
  }
  if (method === 'GET') {
    const following = stub.asker !== null && target.following;
    return reply(200, { following, followers: target.followers });
  }
  if (target.owner.toLowerCase() === stub.asker?.toLowerCase()) {
    return reply(400, {
      message: isAuthor ? NOTIFICATION_TEXTS.ownAccount : NOTIFICATION_TEXTS.ownBuild,
    });
  }
  const on = method === 'PUT';
  if (on !== target.following) target.followers += on ? 1 : -1;
  target.following = on;
  return reply(200, {
    following: on,
    followers: target.followers,
    message: on ? NOTIFICATION_TEXTS.followed : NOTIFICATION_TEXTS.unfollowed,
  });
}

/** Whether `path` is a follow call. */
function isFollowPath(path: string): boolean {
  return /^\/api\/(users|saved-builds)\/[^/]+\/follow$/.test(path);
}

/**
 * Replaces `fetch` for the follow paths (anything else goes on as usual) and returns the cleanup
 * for a story's `beforeEach`. Answers come after a short pause, so the busy state shows.
 */
function stubFollowApi(stub: FollowStub): () => void {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    const path = decodeURIComponent(url.pathname);
    if (!isFollowPath(path)) return original(input, init);
    const method = init?.method ?? 'GET';
    stub.seen.push({ method, path });
    const override = method === 'GET' ? stub.read : stub.change;
    if (override === 'pending') return new Promise<never>(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 120));
    if (override) return reply(override.status, override.body);
    return answer(stub, method, path);
  };
  return () => {
    window.fetch = original;
  };
}

/**
 * A stand-in for one story: these targets (made afresh before each run, so a story's follows
 * never leak into the next), the asker it takes the session for, and overrides.
 */
export function serveFollows(
  make: () => Record<string, FollowTarget>,
  options: Partial<Omit<FollowStub, 'targets' | 'seen'>> = {},
): { stub: FollowStub; beforeEach: () => () => void } {
  const stub: FollowStub = { asker: null, ...options, targets: {}, seen: [] };
  return {
    stub,
    beforeEach: () => {
      stub.seen.length = 0;
      stub.targets = make();
      return stubFollowApi(stub);
    },
  };
}

/** The calls the stand-in was asked, as `METHOD path`. */
export function followCalls(stub: FollowStub): string[] {
  return stub.seen.map((call) => `${call.method} ${call.path}`);
}
