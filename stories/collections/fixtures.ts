import type { CollectionPage, CollectionSummary } from '../../src/api/contract/collections';
import type { PublicBuildCard } from '../../src/api/contract/publicBuildCards';
import type { User } from '../../src/api/contract/user';
import { COLLECTION_PAGE_SIZE, COLLECTION_TEXTS } from '../../src/api/contract/collectionsTexts';
import { manyBuilds, publicBuild } from '../community/fixtures';

/**
 * Collections for the stories, and a stand-in for `fetch` that answers the collection calls the
 * way the server does (24 builds a page, a Private one 404 to anyone but its owner, moves, removals,
 * edits, deletions and new ones), so the stories run the pages' own request code without a network.
 */

/** The stand-in's collection: its summary, the builds it shows and the builds it hides. */
export interface StoredCollection {
  summary: CollectionSummary;
  builds: PublicBuildCard[];
  /** The owner's builds in it that are no longer Public (the owner reads how many). */
  unavailable?: number;
}

/** An answer that never comes, or a status and a JSON body, for every call of one kind. */
type Answer = 'pending' | { status: number; body: unknown };

/** What the stand-in serves and what it was asked, in order. */
export interface CollectionsStub {
  collections: StoredCollection[];
  /** Who the stand-in takes the asker for (the story's session): null a visitor. */
  asker: string | null;
  /** Replaces every answer of a page read, a change (any write) or a list. */
  page?: Answer;
  change?: Answer;
  list?: Answer;
  seen: { method: string; url: URL; body: unknown }[];
}

const TIMES = { created_at: '2026-10-02T08:00:00.000Z', updated_at: '2026-11-20T09:30:00.000Z' };

/** A collection summary with `overrides` (its count follows the builds given to `stored`). */
export function summary(overrides: Partial<CollectionSummary> = {}): CollectionSummary {
  return {
    id: 'dustRunners1',
    name: 'Dust runners',
    description: 'Fast builds for crossing open sand.\nNone of them stops for a worm.',
    sharing: 'Public',
    favourites: false,
    username: 'Chani',
    build_count: 0,
    ...TIMES,
    ...overrides,
  };
}

/** A stored collection of `builds` (its count theirs). */
export function stored(
  overrides: Partial<CollectionSummary>,
  builds: PublicBuildCard[],
  unavailable = 0,
): StoredCollection {
  return { summary: summary({ ...overrides, build_count: builds.length }), builds, unavailable };
}

/** Chani's Public collection of 30 builds (two pages). */
export const DUST_RUNNERS = () => stored({}, manyBuilds(30));
/** Chani's Favourites: three builds, Private. */
export const CHANI_FAVOURITES = () =>
  stored(
    {
      id: 'favourites01',
      name: COLLECTION_TEXTS.favouritesName,
      description: '',
      sharing: 'Private',
      favourites: true,
    },
    [1, 2, 3].map((n) => publicBuild(n)),
  );
/** Chani's Private collection of four builds. */
export const SECRET_STASH = () =>
  stored(
    { id: 'secretStash1', name: 'Secret stash', description: '', sharing: 'Private' },
    [4, 5, 6, 7].map((n) => publicBuild(n)),
  );
/** Chani's Public collection with nothing in it yet. */
export const EMPTY_SHELF = () =>
  stored({ id: 'emptyShelf01', name: 'Empty shelf', description: '' }, []);

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const notFound = () =>
  reply(404, { statusCode: 404, error: 'Not Found', message: COLLECTION_TEXTS.notFound });

/** Whether `name` is `asker` (any case). */
function same(name: string, asker: string | null): boolean {
  return asker !== null && name.toLowerCase() === asker.toLowerCase();
}

/** The stored collection's summary as it stands. */
function current(collection: StoredCollection): CollectionSummary {
  return { ...collection.summary, build_count: collection.builds.length };
}

function pageOf(stub: CollectionsStub, collection: StoredCollection, page: number): CollectionPage {
  const mine = same(collection.summary.username, stub.asker);
  const start = (page - 1) * COLLECTION_PAGE_SIZE;
  return {
    collection: current(collection),
    mine,
    builds: collection.builds.slice(start, start + COLLECTION_PAGE_SIZE),
    nextPage: start + COLLECTION_PAGE_SIZE < collection.builds.length ? page + 1 : null,
    unavailable: mine ? (collection.unavailable ?? 0) : 0,
  };
}

/** The answer the server would give to one call. */
function answer(stub: CollectionsStub, method: string, url: URL, body: unknown): Response {
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[1] === 'users') {
    const username = parts[2] ?? '';
    const theirs = stub.collections.filter(
      (c) =>
        same(c.summary.username, username) && c.summary.sharing === 'Public' && c.builds.length > 0,
    );
    return reply(200, { collections: theirs.map(current) });
  }
  const [, , id, sub, buildId] = parts;
  if (id === undefined) {
    if (stub.asker === null) return reply(401, { message: 'You must be logged in.' });
    if (method === 'POST') {
      const { name, description = '', sharing = 'Private' } = body as Record<string, string>;
      if (stub.collections.some((c) => c.summary.name.toLowerCase() === name?.toLowerCase())) {
        return reply(409, { message: COLLECTION_TEXTS.nameTaken });
      }
      const made = stored(
        {
          id: `made${String(stub.collections.length).padStart(8, '0')}`,
          name: name ?? '',
          description,
          sharing: sharing as CollectionSummary['sharing'],
          username: stub.asker,
        },
        [],
      );
      stub.collections.push(made);
      return reply(201, { message: COLLECTION_TEXTS.created, collection: current(made) });
    }
    const own = stub.collections.filter((c) => same(c.summary.username, stub.asker));
    own.sort((a, b) => Number(b.summary.favourites) - Number(a.summary.favourites));
    return reply(200, { collections: own.map(current) });
  }
  const collection = stub.collections.find((c) => c.summary.id === id);
  const owner = collection !== undefined && same(collection.summary.username, stub.asker);
  if (!collection || (!owner && (method !== 'GET' || collection.summary.sharing === 'Private'))) {
    return notFound();
  }
  if (method === 'GET') {
    return reply(200, pageOf(stub, collection, Number(url.searchParams.get('page') ?? '1')));
  }
  if (sub === 'builds') {
    const from = collection.builds.findIndex((build) => build.id === buildId);
    if (from < 0) return reply(404, { message: COLLECTION_TEXTS.buildNotInCollection });
    const [build] = collection.builds.splice(from, 1);
    if (method === 'PATCH' && build) {
      collection.builds.splice((body as { position: number }).position, 0, build);
    }
    const message = method === 'PATCH' ? COLLECTION_TEXTS.moved : COLLECTION_TEXTS.removed;
    return reply(200, { message, collection: current(collection) });
  }
  if (method === 'DELETE') {
    if (collection.summary.favourites)
      return reply(400, { message: COLLECTION_TEXTS.favouritesFixed });
    stub.collections.splice(stub.collections.indexOf(collection), 1);
    return reply(200, { message: COLLECTION_TEXTS.deleted });
  }
  const changes = body as Partial<CollectionSummary>;
  if (changes.name !== undefined && changes.name.toLowerCase().includes('worm')) {
    return reply(400, { message: COLLECTION_TEXTS.flagged });
  }
  collection.summary = { ...collection.summary, ...changes };
  return reply(200, { message: COLLECTION_TEXTS.updated, collection: current(collection) });
}

/** Which override answers a call: a page read, a list, or a change. */
function overrideOf(stub: CollectionsStub, method: string, url: URL): Answer | undefined {
  if (method !== 'GET') return stub.change;
  return /^\/api\/collections\/[^/]+$/.test(url.pathname) ? stub.page : stub.list;
}

/**
 * Replaces `fetch` for `/api/collections…` and `/api/users/{name}/collections` (anything else goes
 * to the network as usual) and returns the cleanup for a story's `beforeEach`. Answers come after
 * a short pause, so the loading and busy states show.
 */
function stubCollectionsApi(stub: CollectionsStub): () => void {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    const ours =
      url.pathname.startsWith('/api/collections') ||
      /^\/api\/users\/[^/]+\/collections$/.test(url.pathname);
    if (!ours) return original(input, init);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    stub.seen.push({ method, url, body });
    const override = overrideOf(stub, method, url);
    if (override === 'pending') return new Promise<never>(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 120));
    if (override) return reply(override.status, override.body);
    return answer(stub, method, url, body);
  };
  return () => {
    window.fetch = original;
  };
}

/**
 * A stand-in for one story: these collections (made afresh before each run, so a story's changes
 * never leak into the next), the asker it takes the session for, and overrides.
 */
export function serveCollections(
  make: () => StoredCollection[],
  options: Partial<Omit<CollectionsStub, 'collections' | 'seen'>> = {},
): { stub: CollectionsStub; beforeEach: () => () => void } {
  const stub: CollectionsStub = { asker: null, ...options, collections: [], seen: [] };
  return {
    stub,
    beforeEach: () => {
      stub.seen.length = 0;
      stub.collections = make();
      return stubCollectionsApi(stub);
    },
  };
}

/** The calls of `method` the stand-in was asked, as their paths with their queries. */
export function callsOf(stub: CollectionsStub, method: string): string[] {
  return stub.seen
    .filter((call) => call.method === method)
    .map((call) => call.url.pathname + call.url.search);
}

/** The first page as the server would send it to a visitor, for a served-answer story. */
export function visitorPage(collection: StoredCollection): CollectionPage {
  return pageOf({ asker: null, collections: [], seen: [] }, collection, 1);
}

/** Chani logged in: the owner of the story collections. */
export const CHANI_USER = {
  username: 'Chani',
  email: 'chani@sietch-tabr.example',
  role: 'user',
  avatarUrl: null,
} as const satisfies User;
