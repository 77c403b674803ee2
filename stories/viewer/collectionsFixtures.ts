import type { CollectionSummary } from '../../src/api/contract/collections';
import { COLLECTION_TEXTS, COLLECTIONS_PER_ACCOUNT } from '../../src/api/contract/collectionsTexts';
import { VIEWER_URL } from './fixtures';

/**
 * A stand-in for the favourite and collection calls of one player (no network): it replaces
 * `fetch` for `/api/collections…` and `/api/saved-builds/{url}/favourite` and answers them the
 * way the server does, from a small store the story starts, so the stories go through the app's
 * own request code. Other paths go to the network as usual.
 */

/** A collection's 12-character id from a number. */
function collectionId(n: number): string {
  return `col${String(n).padStart(9, '0')}`;
}

/** The player's collection number `n` (1-based), with `overrides`; it does not hold the build. */
export function storyCollection(
  n: number,
  overrides: Partial<CollectionSummary> = {},
): CollectionSummary {
  const time = `2026-11-${String((n % 28) + 1).padStart(2, '0')}T08:00:00.000Z`;
  return {
    id: collectionId(n),
    name: `Raid night ${n}`,
    description: '',
    sharing: n % 2 === 0 ? 'Public' : 'Private',
    favourites: false,
    username: 'Stilgar',
    build_count: n,
    created_at: time,
    updated_at: time,
    has_build: false,
    ...overrides,
  };
}

/** The player's Favourites, holding the build or not. */
export function storyFavourites(hasBuild: boolean, count = 4): CollectionSummary {
  return storyCollection(0, {
    name: COLLECTION_TEXTS.favouritesName,
    favourites: true,
    sharing: 'Private',
    build_count: count,
    has_build: hasBuild,
  });
}

/** As many named collections as an account may keep. */
export function fullShelf(): CollectionSummary[] {
  return Array.from({ length: COLLECTIONS_PER_ACCOUNT }, (_, index) => storyCollection(index + 1));
}

/** Which call an answer stands in for. */
type CallName = 'list' | 'favourite' | 'unfavourite' | 'create' | 'add' | 'remove';

/** An answer that replaces the store's: an error body, no answer at all, or one never coming. */
type Override = { status: number; message: string } | 'offline' | 'pending';

/** What one story serves. */
export interface CollectionsStub {
  /** The player's collections before the story (copied at each run). */
  collections: () => CollectionSummary[];
  /** How many accounts keep the build in Favourites before the story. */
  favourites?: number;
  /** Answers replacing the store's for a call, used once each, in order. */
  overrides?: Partial<Record<CallName, readonly Override[]>>;
}

/** The store during a run, and what the page asked ("METHOD path"). */
export interface CollectionsStore {
  collections: CollectionSummary[];
  favourites: number;
  seen: string[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The collection as a change answers it: without `has_build`, which only the list sends. */
function answered(collection: CollectionSummary): CollectionSummary {
  const rest = { ...collection };
  delete rest.has_build;
  return rest;
}

function answerCall(
  store: CollectionsStore,
  method: string,
  url: URL,
  body: unknown,
): { call: CallName; respond: () => Response } | null {
  const path = url.pathname;
  const favourite = /^\/api\/saved-builds\/([^/]+)\/favourite$/.exec(path);
  if (favourite) {
    const want = method === 'PUT';
    return {
      call: want ? 'favourite' : 'unfavourite',
      respond: () => {
        let list = store.collections.find((each) => each.favourites);
        if (!list && want) {
          list = storyFavourites(false, 0);
          store.collections.unshift(list);
        }
        if (list && list.has_build !== want) {
          list.has_build = want;
          list.build_count += want ? 1 : -1;
          store.favourites += want ? 1 : -1;
        }
        return json(200, {
          favourited: want,
          favourites: store.favourites,
          message: want
            ? COLLECTION_TEXTS.addedToFavourites
            : COLLECTION_TEXTS.removedFromFavourites,
        });
      },
    };
  }
  if (path === '/api/collections' && method === 'GET') {
    return {
      call: 'list',
      respond: () => json(200, { collections: store.collections.map((each) => ({ ...each })) }),
    };
  }
  if (path === '/api/collections' && method === 'POST') {
    return {
      call: 'create',
      respond: () => {
        const { name, sharing } = body as { name: string; sharing: 'Public' | 'Private' };
        if (store.collections.some((each) => each.name === name)) {
          return json(409, { message: COLLECTION_TEXTS.nameTaken });
        }
        const made = storyCollection(store.collections.length + 100, {
          name,
          sharing,
          build_count: 0,
          has_build: false,
        });
        store.collections.push(made);
        return json(201, { message: COLLECTION_TEXTS.created, collection: answered(made) });
      },
    };
  }
  const inCollection = /^\/api\/collections\/([^/]+)\/builds\/([^/]+)$/.exec(path);
  if (inCollection && (method === 'PUT' || method === 'DELETE')) {
    const adding = method === 'PUT';
    return {
      call: adding ? 'add' : 'remove',
      respond: () => {
        const collection = store.collections.find((each) => each.id === inCollection[1]);
        if (!collection) return json(404, { message: COLLECTION_TEXTS.notFound });
        if (collection.has_build !== adding) {
          collection.has_build = adding;
          collection.build_count += adding ? 1 : -1;
        }
        const message = adding ? COLLECTION_TEXTS.added : COLLECTION_TEXTS.removed;
        return json(200, { message, collection: answered(collection) });
      },
    };
  }
  return null;
}

/**
 * A stand-in for one story: its `beforeEach` starts the store and replaces `fetch` (and gives it
 * back afterwards); `store` is what the page changed and asked. Answers come after a short pause,
 * so the busy states show.
 */
export function serveCollections(stub: CollectionsStub): {
  store: CollectionsStore;
  beforeEach: () => () => void;
} {
  const store: CollectionsStore = { collections: [], favourites: 0, seen: [] };
  return {
    store,
    beforeEach: () => {
      store.collections = stub.collections().map((each) => ({ ...each }));
      store.favourites = stub.favourites ?? 3;
      store.seen = [];
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
        const handled = answerCall(store, method, url, body);
        if (!handled) return original(input, init);
        store.seen.push(`${method} ${url.pathname}${url.search}`);
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

/** What the page asks for the player's collections marked by the story's build. */
export const LIST_CALL = `GET /api/collections?build=${VIEWER_URL}`;
/** The star's calls on the story's build. */
export const FAVOURITE_CALL = `PUT /api/saved-builds/${VIEWER_URL}/favourite`;
export const UNFAVOURITE_CALL = `DELETE /api/saved-builds/${VIEWER_URL}/favourite`;
