import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationErrorSchema } from '../../src/api/contract';
import { MESSAGES } from '../../src/api/contract/authTexts';
import {
  adminNewsItemSchema,
  adminNewsListSchema,
  newsImagesSchema,
  newsListSchema,
  type NewsItem,
} from '../../src/api/contract/news';
import type { AppDatabase } from '../../server/db/database';
import { adminActionRepository } from '../../server/repositories/adminActionRepository';
import { NEWS_NOT_FOUND } from '../../server/routes/adminNews';
import { NEWS_CACHE } from '../../server/routes/news';
import { adminActionService } from '../../server/services/adminActions';
import { changeRole } from '../../server/services/adminRoles';
import { newsImagesIn } from '../../server/services/news';
import { databaseKinds, makeClientDir } from './helpers';
import { useAccountApp } from './support/accountApp';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';
import {
  NEWS_CONTENT_SOURCES,
  NEWS_CONTENT_TOPICS,
  NEWS_CONTENT_TYPES,
} from '../../src/api/contract/newsTexts';

/**
 * The news feed: `/news.json` from the database, seeded with real dated items and cached briefly
 * with an ETag; the desk's editor (401 visitor, 403 player, add, change, remove, 400 naming the
 * field, each change recorded) and its image list. Both databases.
 */

const ITEM: NewsItem = {
  date: '2026-11-20',
  tagline: 'A moderator adds an item from the desk.',
  imageUrl: '/images/news/dunes.svg',
  linkUrl: 'https://www.duneawakening.com/news',
  keywords: ['Web article', 'Official publisher', 'News'],
};

/** True when `a` is not before `b` in the feed's order (newest date first). */
const notOlder = (a: NewsItem, b: NewsItem) => a.date >= b.date;

describe.each(databaseKinds)('news (%s)', (kind) => {
  const t = useAccountApp(kind, () => ({ CLIENT_DIR: makeClientDir() }));
  let database: AppDatabase;
  let admin: string;
  let player: string;

  beforeAll(async () => {
    admin = await t.signUp('Gurney', 'gurney@sietch.test');
    player = await t.signUp('Jessica', 'jessica@sietch.test');
    database = await t.db.open();
    expect(await changeRole(database.db, 'Gurney', true)).toMatchObject({ changed: true });
  });
  afterAll(async () => {
    await database.destroy();
  });

  const feed = async () => {
    const response = await t.call('GET', '/news.json');
    expect(response.statusCode, response.body).toBe(200);
    return { response, items: newsListSchema.parse(response.json()) };
  };

  it('serves at least 24 seeded items, newest first, each with a type, a source and a topic', async () => {
    const { response, items } = await feed();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(items.length).toBeGreaterThanOrEqual(24);
    for (let i = 1; i < items.length; i++) {
      expect(notOlder(items[i - 1] as NewsItem, items[i] as NewsItem), `item ${i}`).toBe(true);
    }
    const lists: readonly (readonly string[])[] = [
      NEWS_CONTENT_TYPES,
      NEWS_CONTENT_SOURCES,
      NEWS_CONTENT_TOPICS,
    ];
    for (const item of items) {
      for (const list of lists) {
        expect(
          item.keywords.some((k) => list.includes(k)),
          item.tagline,
        ).toBe(true);
      }
      expect(item.imageUrl).toMatch(/^\/images\/news\/[a-z-]+\.svg$/);
      expect(item.date >= '2025-01-01' && item.date <= '2026-12-31').toBe(true);
    }
    // Dates the brief names: launch, Chapter 2, 1.5 and its last hotfix.
    const dates = new Set(items.map((item) => item.date));
    for (const date of ['2025-06-10', '2025-09-09', '2026-09-17', '2026-10-06']) {
      expect(dates.has(date), date).toBe(true);
    }
  });

  it('caches the feed a minute and answers 304 to its ETag', async () => {
    const { response } = await feed();
    expect(response.headers['cache-control']).toBe(NEWS_CACHE);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.call('GET', '/news.json', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses the desk to a visitor (401) and a player (403), before reading the body', async () => {
    const calls = [
      ['GET', '/api/admin/news', undefined],
      ['POST', '/api/admin/news', { tagline: '' }],
      ['PUT', '/api/admin/news/anything', ITEM],
      ['DELETE', '/api/admin/news/anything', undefined],
      ['GET', '/api/admin/news-images', undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      const visitor = await t.call(method, url, body === undefined ? {} : { body });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json()).toMatchObject({ message: MESSAGES.notLoggedIn });
      const refused = await t.call(method, url, {
        cookie: player,
        ...(body === undefined ? {} : { body }),
      });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ message: ADMIN_TEXTS.notAdmin });
    }
  });

  it('adds, changes and removes an item, records each change, and /news.json follows', async () => {
    const created = await t.call('POST', '/api/admin/news', { cookie: admin, body: ITEM });
    expect(created.statusCode, created.body).toBe(201);
    const item = adminNewsItemSchema.parse(created.json<{ item: unknown }>().item);
    expect(item).toMatchObject(ITEM);
    expect((await feed()).items[0]).toEqual(ITEM);

    const listed = adminNewsListSchema.parse(
      (await t.call('GET', '/api/admin/news', { cookie: admin })).json(),
    );
    expect(listed.items[0]?.id).toBe(item.id);

    const changed = { ...ITEM, date: '2024-01-01', tagline: 'Moved to the bottom.' };
    const put = await t.call('PUT', `/api/admin/news/${item.id}`, { cookie: admin, body: changed });
    expect(put.statusCode, put.body).toBe(200);
    expect(adminNewsItemSchema.parse(put.json<{ item: unknown }>().item)).toMatchObject({
      id: item.id,
      ...changed,
    });
    expect((await feed()).items.at(-1)).toEqual(changed);

    const removed = await t.call('DELETE', `/api/admin/news/${item.id}`, { cookie: admin });
    expect(removed.statusCode).toBe(204);
    expect((await feed()).items.some((i) => i.tagline === changed.tagline)).toBe(false);

    for (const [method, body] of [
      ['PUT', changed],
      ['DELETE', undefined],
    ] as const) {
      const missing = await t.call(method, `/api/admin/news/${item.id}`, {
        cookie: admin,
        ...(body === undefined ? {} : { body }),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: NEWS_NOT_FOUND });
    }

    const { actions } = await adminActionService(adminActionRepository(database.db)).list(1);
    const mine = actions.filter((a) => a.target === item.id);
    expect(mine.map((a) => [a.action, a.admin])).toEqual([
      ['news.delete', 'Gurney'],
      ['news.update', 'Gurney'],
      ['news.create', 'Gurney'],
    ]);
    expect(mine[1]?.note).toContain('2024-01-01 Moved to the bottom.');
  });

  it('refuses a bad item with a 400 naming the field, and stores nothing', async () => {
    const before = (await feed()).items.length;
    const bad: [string, Record<string, unknown>][] = [
      ['tagline', { tagline: '  ' }],
      ['imageUrl', { imageUrl: 'https://example.com/hotlinked.png' }],
      ['linkUrl', { linkUrl: 'http://insecure.example.com/' }],
      ['date', { date: '2026-02-30' }],
      ['keywords', { keywords: [] }],
      ['keywords.0', { keywords: ['Gossip'] }],
    ];
    for (const [field, change] of bad) {
      const response = await t.call('POST', '/api/admin/news', {
        cookie: admin,
        body: { ...ITEM, ...change },
      });
      expect(response.statusCode, field).toBe(400);
      const problems = validationErrorSchema.parse(response.json()).problems;
      expect(
        problems.map((p) => p.path),
        field,
      ).toContain(field);
    }
    expect((await feed()).items.length).toBe(before);
  });

  it('lists the news images present in the served client folder', async () => {
    const response = await t.call('GET', '/api/admin/news-images', { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(newsImagesSchema.parse(response.json())).toEqual({
      images: ['/images/news/dunes.svg'],
    });
  });
});

describe('news images without a built client', () => {
  it('lists the first folder that exists, and skips files an item may not use', () => {
    const clientDir = makeClientDir();
    writeFileSync(join(clientDir, 'images/news/Not A Name.svg'), '<svg/>');
    writeFileSync(join(clientDir, 'images/news/dunes.svg.br'), '');
    expect(newsImagesIn([join(clientDir, 'images/news')])).toEqual(['/images/news/dunes.svg']);
    // The API-only server reads the sources' public/images/news.
    const fromSources = newsImagesIn([join(clientDir, 'missing'), 'public/images/news']);
    expect(fromSources).toContain('/images/news/sandworm.svg');
    expect(fromSources.length).toBeGreaterThanOrEqual(6);
    expect(newsImagesIn([join(clientDir, 'missing')])).toEqual([]);
  });
});
