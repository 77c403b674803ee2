import { z } from 'zod';
import { NEWS_KEYWORDS, NEWS_TAGLINE_MAX, NEWS_KEYWORDS_MAX } from './newsTexts';
import { visibleLine } from '../../skills/visibleText';

/**
 * The news feed (spec §2 News, §3 News item and filter lists, §4 News filtering, §9).
 * `GET /news.json` keeps the spec's shape (a bare array of items, newest first) but is served from
 * the database; the moderators' desk edits it through `/api/admin/news`. Shared by the server
 * (route schemas, OpenAPI) and the client. The texts, filter lists and loading steps live in
 * ./newsTexts so the page's first screen needs no zod.
 */

// ---------------------------------------------------------------- an item

/**
 * Images are our own, shipped with the site (no hot-linked images): a path under /images/news/.
 */
export const newsImageUrlSchema = z
  .string()
  .regex(
    /^\/images\/news\/[a-z0-9][a-z0-9-]{0,80}\.(svg|png|webp|jpg)$/,
    'Choose one of the site’s own news images (/images/news/…).',
  );

/** The external link: https only. */
const newsLinkUrlSchema = z
  .string()
  .max(500)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'The link must be an https:// address.');

/** A calendar date, YYYY-MM-DD, that exists. */
const newsDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-10-06.')
  // Zod runs this even when the pattern failed: an unreadable date must not throw (a 500).
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'That date does not exist.' },
  );

/** One news item as `/news.json` gives it (spec §3). */
export const newsItemSchema = z.strictObject({
  date: newsDateSchema,
  tagline: z
    .string()
    .overwrite(visibleLine)
    .trim()
    .min(1, 'Write a tagline.')
    .max(NEWS_TAGLINE_MAX),
  imageUrl: newsImageUrlSchema,
  linkUrl: newsLinkUrlSchema,
  keywords: z
    .array(z.enum(NEWS_KEYWORDS as [string, ...string[]]))
    .min(1, 'Pick at least one keyword.')
    .max(NEWS_KEYWORDS_MAX),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** `GET /news.json`: every item, newest first (ties: the newer entry first). */
export const newsListSchema = z.array(newsItemSchema);

// ---------------------------------------------------------------- the desk's editor

/** An item as the desk edits it: with its id. */
export const adminNewsItemSchema = newsItemSchema.extend({
  id: z.string(),
  updated_at: z.string(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

/** `POST /api/admin/news` and `PUT /api/admin/news/{id}`: the item as stored. */
export const savedNewsItemSchema = z.strictObject({ item: adminNewsItemSchema });

/** `GET /api/admin/news`. */
export const adminNewsListSchema = z.strictObject({ items: z.array(adminNewsItemSchema) });

/**
 * `POST /api/admin/news` and `PUT /api/admin/news/{id}` body: a news item, named as a body.
 * @alias
 */
export const newsItemInputSchema = newsItemSchema;
export type NewsItemInput = z.infer<typeof newsItemInputSchema>;

/** `GET /api/admin/news-images`: the images an item may use (files under /images/news/). */
export const newsImagesSchema = z.strictObject({ images: z.array(newsImageUrlSchema) });
