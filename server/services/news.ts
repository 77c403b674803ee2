import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import type { Kysely } from 'kysely';
import {
  newsImageUrlSchema,
  type AdminNewsItem,
  type NewsItem,
  type NewsItemInput,
} from '../../src/api/contract/news';
import type { Database } from '../db/schema';
import type { NewsItemsTable, NewsRepository } from '../repositories/newsRepository';
import type { AdminActionService, AdminActor } from './adminActions';

/**
 * The news feed (spec §2 News): read by everyone as `/news.json`, edited on the moderators' desk.
 * Every edit is recorded in the desk's record in the same transaction, so there is never an edit
 * without its row nor a row without its edit.
 */

/** What the desk's news editor needs. */
export interface NewsService {
  /** `/news.json`: every item, newest first, in the spec's shape. */
  feed(): Promise<NewsItem[]>;
  /** The desk's list: the same order, with ids. */
  list(): Promise<AdminNewsItem[]>;
  create(actor: AdminActor, input: NewsItemInput): Promise<AdminNewsItem>;
  /** Null when there is no such item. */
  update(actor: AdminActor, id: string, input: NewsItemInput): Promise<AdminNewsItem | null>;
  /** False when there is no such item. */
  remove(actor: AdminActor, id: string): Promise<boolean>;
  /** The images an item may use: `/images/news/…` files present in the first folder found. */
  images(): string[];
}

export interface NewsServiceOptions {
  db: Kysely<Database>;
  news: NewsRepository;
  adminActions: AdminActionService;
  /**
   * Folders that may hold the news images, in order: the served client's `images/news` (a
   * built site), then the sources' `public/images/news` (the API-only dev server).
   */
  imageDirs: readonly string[];
  now?: () => Date;
}

function feedItem(row: NewsItemsTable): NewsItem {
  return {
    date: row.date,
    tagline: row.tagline,
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    keywords: JSON.parse(row.keywords) as string[],
  };
}

function deskItem(row: NewsItemsTable): AdminNewsItem {
  return { id: row.id, updated_at: row.updated_at, ...feedItem(row) };
}

/** The columns an input sets. */
function columns(input: NewsItemInput, at: string) {
  return {
    date: input.date,
    tagline: input.tagline,
    image_url: input.imageUrl,
    link_url: input.linkUrl,
    keywords: JSON.stringify(input.keywords),
    updated_at: at,
  };
}

/** The record's note: the item's date and the start of its tagline. */
function noteOf(input: NewsItemInput): string {
  const tagline = input.tagline.length > 80 ? `${input.tagline.slice(0, 79)}…` : input.tagline;
  return `${input.date} ${tagline}`;
}

/**
 * The `/images/news/…` urls of the image files in the first of `dirs` that exists, sorted:
 * only names an item may use (the contract's pattern), so precompressed siblings are left out.
 */
export function newsImagesIn(dirs: readonly string[]): string[] {
  const dir = dirs.find((candidate) => existsSync(candidate));
  if (dir === undefined) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/images/news/${entry.name}`)
    .filter((url) => newsImageUrlSchema.safeParse(url).success)
    .sort();
}

/** The news service over its repository and the desk's record. */
export function createNewsService({
  db,
  news,
  adminActions,
  imageDirs,
  now = () => new Date(),
}: NewsServiceOptions): NewsService {
  return {
    feed: async () => (await news.list()).map(feedItem),
    list: async () => (await news.list()).map(deskItem),
    async create(actor, input) {
      const at = now().toISOString();
      const row: NewsItemsTable = { id: randomUUID(), created_at: at, ...columns(input, at) };
      await db.transaction().execute(async (trx) => {
        await news.insert(row, trx);
        await adminActions.record(
          { actor, action: 'news.create', target: row.id, note: noteOf(input) },
          trx,
        );
      });
      return deskItem(row);
    },
    async update(actor, id, input) {
      const at = now().toISOString();
      const change = columns(input, at);
      const updated = await db.transaction().execute(async (trx) => {
        if (!(await news.update(id, change, trx))) return false;
        await adminActions.record(
          { actor, action: 'news.update', target: id, note: noteOf(input) },
          trx,
        );
        return true;
      });
      return updated ? { id, updated_at: at, ...input } : null;
    },
    remove: (actor, id) =>
      db.transaction().execute(async (trx) => {
        if (!(await news.remove(id, trx))) return false;
        await adminActions.record({ actor, action: 'news.delete', target: id }, trx);
        return true;
      }),
    images: () => newsImagesIn(imageDirs),
  };
}
