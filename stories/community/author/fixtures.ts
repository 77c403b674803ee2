import type { CollectionSummary } from '../../../src/api/contract/collections';
import type { Author } from '../../../src/api/contract/publicBuilds';
import { PUBLIC_BUILDS_PATH } from '../../../src/api/publicBuilds/publicBuildsRequest';
import { answerPage, manyBuilds } from '../fixtures';
import type { PublicBuildCard } from '../../../src/api/contract/publicBuildCards';

/**
 * Authors for the author page's stories, and a stand-in for `fetch` that answers
 * `GET /api/users/{username}`, its `/collections` and `GET /api/public-builds?author=…` the way
 * the server does
 * (names match whatever their case; 404 'User not found.' for anyone else), so the stories go
 * through the page's own request code without a network.
 */

/** Chani: 15 Public builds (see buildsBy) and their likes, joined in the spring. */
export const CHANI: Author = {
  username: 'Chani',
  joined_at: '2026-03-14T10:00:00.000Z',
  build_count: 15,
  like_total: 360,
};

/** A new author with nothing Public yet. */
export const NEWCOMER: Author = {
  username: 'Paul',
  joined_at: '2026-11-01T12:00:00.000Z',
  build_count: 0,
  like_total: 0,
};

/** `count` builds all by `username`, numbered from 1. */
export function buildsBy(username: string, count: number): PublicBuildCard[] {
  return manyBuilds(count).map((build) => ({ ...build, username }));
}

/** An answer that never comes, or a status and a JSON body. */
type AuthorAnswer = 'pending' | { status: number; body: unknown };

/** What the stand-in serves and the requests it was asked, in order. */
export interface AuthorStub {
  authors: readonly Author[];
  builds: readonly PublicBuildCard[];
  /** Replaces every profile answer (a slow or failing profile). */
  profile?: AuthorAnswer;
  /** Replaces every list answer. */
  list?: AuthorAnswer;
  /** Public collections, answered by their owner's name. */
  collections?: readonly CollectionSummary[];
  /** Replaces every collections answer. */
  collectionList?: AuthorAnswer;
  seen: URL[];
}

const USERS_PATH = '/api/users/';

function reply({ status, body }: { status: number; body: unknown }): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The profile the server would answer for `name` (any case). */
function profileAnswer(stub: AuthorStub, name: string): { status: number; body: unknown } {
  const author = stub.authors.find((a) => a.username.toLowerCase() === name.toLowerCase());
  return author
    ? { status: 200, body: author }
    : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'User not found.' } };
}

/** The page of the author's builds a query asks for. */
function listAnswer(stub: AuthorStub, query: URLSearchParams): { status: number; body: unknown } {
  const author = (query.get('author') ?? '').toLowerCase();
  const theirs = stub.builds.filter((build) => build.username.toLowerCase() === author);
  return { status: 200, body: answerPage(theirs, query) };
}

/** The author's Public collections the server would answer (those holding builds). */
function collectionsAnswer(stub: AuthorStub, name: string): { status: number; body: unknown } {
  const username = decodeURIComponent(name).toLowerCase();
  const theirs = (stub.collections ?? []).filter(
    (collection) => collection.username.toLowerCase() === username && collection.build_count > 0,
  );
  return { status: 200, body: { collections: theirs } };
}

/**
 * Replaces `fetch` for the three paths (anything else goes to the network as usual) and returns
 * the cleanup for a story's `beforeEach`. Answers come after a short pause, so loading shows.
 */
export function stubAuthorApi(stub: AuthorStub): () => void {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    const isCollections = /^\/api\/users\/[^/]+\/collections$/.test(url.pathname);
    const isProfile = url.pathname.startsWith(USERS_PATH) && !isCollections;
    if (!isProfile && !isCollections && url.pathname !== PUBLIC_BUILDS_PATH) {
      return original(input, init);
    }
    stub.seen.push(url);
    const override = isCollections ? stub.collectionList : isProfile ? stub.profile : stub.list;
    if (override === 'pending') return new Promise<never>(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (override) return reply(override);
    if (isCollections) return reply(collectionsAnswer(stub, url.pathname.split('/')[3] ?? ''));
    return reply(
      isProfile
        ? profileAnswer(stub, decodeURIComponent(url.pathname.slice(USERS_PATH.length)))
        : listAnswer(stub, url.searchParams),
    );
  };
  return () => {
    window.fetch = original;
  };
}
