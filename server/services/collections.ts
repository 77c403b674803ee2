import { randomBytes } from 'node:crypto';
import { usernameKey } from '../../src/api/contract/accountRules';
import type {
  CollectionChange,
  CollectionList,
  CollectionPage,
  CollectionSummary,
  FavouriteResponse,
} from '../../src/api/contract/collections';
import {
  BUILDS_PER_COLLECTION,
  COLLECTION_PAGE_SIZE,
  COLLECTION_TEXTS,
  COLLECTIONS_PER_ACCOUNT,
  type CollectionSharing,
} from '../../src/api/contract/collectionsTexts';
import { buildNameKey } from '../../src/skills/buildListing';
import { ANONYMOUS_USERNAME } from '../keys/rowNames';
import type {
  CollectionFields,
  CollectionRepository,
  CollectionRow,
} from '../repositories/collectionRepository';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import type { UserRepository } from '../repositories/userRepository';
import { findFlaggedContent } from './moderation';
import type { PublicBuildService } from './publicBuilds';
import type { SavedBuildKey } from './savedBuilds';
import { HOUR_MS } from './secrets';
import type { Throttle, ThrottleRule } from './throttle';
import { createListedCache, LISTED_CACHE_TTL_MS } from './listedCache';
import type { PublicBuildCard } from '../../src/api/contract/publicBuildCards';

/**
 * Favourites and collections. A collection belongs to one account and is seen by anyone only
 * when Public (else it is "not found", as if it did not exist); only Public builds are added to
 * one, and only Public builds show in one. An account's Favourites is its first collection,
 * made on its first star; its entries are the builds' counts of favourites. Names and
 * descriptions pass moderation before they are stored.
 */

/** Changes one account may make to its collections in an hour (stars included). */
const COLLECTION_CHANGES_PER_ACCOUNT: ThrottleRule = {
  name: 'collection-change-account',
  windowMs: HOUR_MS,
  max: 600,
  message: 'Too many changes to your collections. Please wait a little and try again.',
};

type Refusal =
  /** No such collection, or not the asker's to see or change. */
  | 'not-found'
  /** No such build, or not Public. */
  | 'build-not-found'
  | 'not-in-collection'
  | 'name-taken'
  | 'limit-reached'
  | 'full'
  | 'flagged'
  /** Favourites cannot be renamed or deleted. */
  | 'favourites-fixed';

/** What a call did; the route maps each reason to its status code. */
export type CollectionOutcome<T> = { ok: true; answer: T } | { ok: false; reason: Refusal };

/** A name, description and listing as the request's schema leaves them. */
interface CollectionText {
  name?: string | undefined;
  description?: string | undefined;
  sharing?: CollectionSharing | undefined;
}

export interface CollectionService {
  favourite(
    key: SavedBuildKey,
    userId: string,
    on: boolean,
  ): Promise<CollectionOutcome<FavouriteResponse>>;
  mine(userId: string, build?: SavedBuildKey): Promise<CollectionList>;
  create(
    userId: string,
    text: Required<CollectionText>,
  ): Promise<CollectionOutcome<CollectionChange>>;
  page(
    id: string,
    askerId: string | null,
    page: number,
  ): Promise<CollectionOutcome<CollectionPage>>;
  update(
    id: string,
    userId: string,
    text: CollectionText,
  ): Promise<CollectionOutcome<CollectionChange>>;
  remove(id: string, userId: string): Promise<CollectionOutcome<{ message: string }>>;
  addBuild(
    id: string,
    userId: string,
    key: SavedBuildKey,
  ): Promise<CollectionOutcome<CollectionChange>>;
  takeBuild(
    id: string,
    userId: string,
    key: SavedBuildKey,
  ): Promise<CollectionOutcome<CollectionChange>>;
  moveBuild(
    id: string,
    userId: string,
    key: SavedBuildKey,
    position: number,
  ): Promise<CollectionOutcome<CollectionChange>>;
  /** An author's Public collections; undefined for an unknown or `anonymous` account. */
  ofAuthor(username: string): Promise<CollectionList | undefined>;
}

export interface CollectionServiceDeps {
  collections: CollectionRepository;
  savedBuilds: SavedBuildRepository;
  users: UserRepository;
  publicBuilds: Pick<PublicBuildService, 'cards'>;
  throttle: Throttle;
  now?: () => Date;
}

/** A fresh collection id: 9 random bytes, base64url (12 characters). */
function newCollectionId(): string {
  return randomBytes(9).toString('base64url');
}

function summaryOf(row: CollectionRow): CollectionSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sharing: row.sharing,
    favourites: row.favourites === 1,
    username: row.username,
    build_count: row.build_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Collection pages kept (their cards); the oldest goes first. */
const COLLECTION_PAGES_KEPT = 500;

const refused = (reason: Refusal) => ({ ok: false, reason }) as const;

/** The name key of Favourites: no named collection may take it. */
const FAVOURITES_KEY = buildNameKey(COLLECTION_TEXTS.favouritesName);

export function createCollectionService({
  collections,
  savedBuilds,
  users,
  publicBuilds,
  throttle,
  now = () => new Date(),
}: CollectionServiceDeps): CollectionService {
  const cache = createListedCache<{ builds: PublicBuildCard[]; more: boolean }>({
    ttlMs: LISTED_CACHE_TTL_MS,
    maxEntries: COLLECTION_PAGES_KEPT,
  });
  /** The build of `key` if it exists, and whether it is Public. */
  async function buildOf(key: SavedBuildKey) {
    const row =
      'id' in key ? await savedBuilds.findById(key.id) : await savedBuilds.findByUrl(key.url);
    return row && { id: row.id, public: row.sharing === 'Public' };
  }

  /** The asker's own collection of `id`. */
  async function own(id: string, userId: string) {
    const row = await collections.find(id);
    return row?.user_id === userId ? row : undefined;
  }

  /** The collection as stored after a change, with the change's message. */
  async function changed(
    id: string,
    message: string,
  ): Promise<CollectionOutcome<CollectionChange>> {
    const row = await collections.find(id);
    if (!row) return refused('not-found');
    return { ok: true, answer: { message, collection: summaryOf(row) } };
  }

  const flagged = (text: CollectionText) =>
    findFlaggedContent({ name: text.name ?? '', description: text.description ?? '' }).length > 0;

  return {
    async favourite(key, userId, on) {
      await throttle.hit(COLLECTION_CHANGES_PER_ACCOUNT, userId);
      const build = await buildOf(key);
      // Taking a star back works on a build that is no longer Public.
      if (!build || (on && !build.public)) return refused('build-not-found');
      const at = now().toISOString();
      const favourites = await collections.favouritesOf(
        userId,
        {
          name: COLLECTION_TEXTS.favouritesName,
          nameKey: FAVOURITES_KEY,
          description: '',
          sharing: 'Private',
        },
        newCollectionId(),
        at,
      );
      if (on) {
        const added = await collections.add(favourites, build.id, BUILDS_PER_COLLECTION, at);
        if (added === 'full') return refused('full');
      } else {
        await collections.take(favourites, build.id, at);
      }
      return {
        ok: true,
        answer: {
          favourited: on,
          favourites: await collections.favouritesCount(build.id),
          message: on ? COLLECTION_TEXTS.addedToFavourites : COLLECTION_TEXTS.removedFromFavourites,
        },
      };
    },

    async mine(userId, key) {
      // A build that is not there is in none of them.
      const buildId = key === undefined ? undefined : ((await buildOf(key))?.id ?? '');
      const rows = await collections.owned(userId, buildId);
      return {
        collections: rows.map((row) => ({
          ...summaryOf(row),
          ...(key !== undefined ? { has_build: row.has_build } : {}),
        })),
      };
    },

    async create(userId, text) {
      await throttle.hit(COLLECTION_CHANGES_PER_ACCOUNT, userId);
      if (flagged(text)) return refused('flagged');
      const nameKey = buildNameKey(text.name);
      if (nameKey === FAVOURITES_KEY) return refused('name-taken');
      if ((await collections.countOwned(userId)) >= COLLECTIONS_PER_ACCOUNT) {
        return refused('limit-reached');
      }
      const id = newCollectionId();
      const fields: CollectionFields = { ...text, nameKey };
      if (!(await collections.create(userId, id, fields, now().toISOString()))) {
        return refused('name-taken');
      }
      return changed(id, COLLECTION_TEXTS.created);
    },

    async page(id, askerId, page) {
      const row = await collections.find(id);
      const mine = row !== undefined && row.user_id === askerId;
      if (!row || (row.sharing !== 'Public' && !mine)) return refused('not-found');
      // Kept while neither its builds nor the collection changed (every change dates it).
      const cards = await cache.get(`${id}|${page}|${row.updated_at}`, async () => {
        const offset = (page - 1) * COLLECTION_PAGE_SIZE;
        const rows = await collections.builds(id, offset, COLLECTION_PAGE_SIZE + 1);
        return {
          builds: publicBuilds.cards(rows.slice(0, COLLECTION_PAGE_SIZE)),
          more: rows.length > COLLECTION_PAGE_SIZE,
        };
      });
      return {
        ok: true,
        answer: {
          collection: summaryOf(row),
          mine,
          builds: cards.builds,
          nextPage: cards.more ? page + 1 : null,
          unavailable: mine ? row.entries - row.build_count : 0,
        },
      };
    },

    async update(id, userId, text) {
      await throttle.hit(COLLECTION_CHANGES_PER_ACCOUNT, userId);
      const row = await own(id, userId);
      if (!row) return refused('not-found');
      if (row.favourites === 1 && text.name !== undefined && text.name !== row.name) {
        return refused('favourites-fixed');
      }
      if (flagged(text)) return refused('flagged');
      const nameKey = text.name === undefined ? undefined : buildNameKey(text.name);
      if (row.favourites === 0 && nameKey === FAVOURITES_KEY) return refused('name-taken');
      const fields = { ...text, ...(nameKey !== undefined ? { nameKey } : {}) };
      if (!(await collections.update(id, fields, now().toISOString()))) {
        return refused('name-taken');
      }
      return changed(id, COLLECTION_TEXTS.updated);
    },

    async remove(id, userId) {
      await throttle.hit(COLLECTION_CHANGES_PER_ACCOUNT, userId);
      const row = await own(id, userId);
      if (!row) return refused('not-found');
      if (row.favourites === 1) return refused('favourites-fixed');
      await collections.remove(id);
      return { ok: true, answer: { message: COLLECTION_TEXTS.deleted } };
    },

    async addBuild(id, userId, key) {
      await throttle.hit(COLLECTION_CHANGES_PER_ACCOUNT, userId);
      const row = await own(id, userId);
      if (!row) return refused('not-found');
      const build = await buildOf(key);
      if (!build?.public) return refused('build-not-found');
      const at = now().toISOString();
      if ((await collections.add(row, build.id, BUILDS_PER_COLLECTION, at)) === 'full') {
        return refused('full');
      }
      return changed(id, COLLECTION_TEXTS.added);
    },

    async takeBuild(id, userId, key) {
      await throttle.hit(COLLECTION_CHANGES_PER_ACCOUNT, userId);
      const row = await own(id, userId);
      if (!row) return refused('not-found');
      const build = await buildOf(key);
      if (!build || !(await collections.take(row, build.id, now().toISOString()))) {
        return refused('not-in-collection');
      }
      return changed(id, COLLECTION_TEXTS.removed);
    },

    async moveBuild(id, userId, key, position) {
      await throttle.hit(COLLECTION_CHANGES_PER_ACCOUNT, userId);
      const row = await own(id, userId);
      if (!row) return refused('not-found');
      const build = await buildOf(key);
      if (!build || !(await collections.move(id, build.id, position, now().toISOString()))) {
        return refused('not-in-collection');
      }
      return changed(id, COLLECTION_TEXTS.moved);
    },

    async ofAuthor(username) {
      const key = usernameKey(username);
      if (key === ANONYMOUS_USERNAME) return undefined;
      const user = await users.findByUsernameKey(key);
      if (!user) return undefined;
      const rows = await collections.publicOf(user.id);
      return { collections: rows.map(summaryOf) };
    },
  };
}
