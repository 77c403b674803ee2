import { z } from 'zod';

/**
 * The news feed (spec §2 News, §3 News item and filter lists, §4 News filtering, §9; issue 12).
 * `GET /news.json` keeps the spec's shape (a bare array of items, newest first) but is served
 * from the database; the moderators' desk edits it through `/api/admin/news`. Shared by the
 * server (route schemas, OpenAPI) and the client.
 */

// ---------------------------------------------------------------- texts

/** What players read on /news (spec §2; the welcome text and empty line are ours). */
export const NEWS_TEXTS = {
  title: 'Latest News & Links',
  welcome:
    'Patch notes, guides, videos and discussions about Dune: Awakening from around the web, newest first. Every link opens the original source in a new tab.',
  clearFilters: 'Clear Filters',
  empty: 'No news matches these filters.',
  contentType: 'Content Type',
  contentSource: 'Content Source',
  contentTopic: 'Content Topic',
} as const;

// ---------------------------------------------------------------- filters (spec §3)

/** Content Source options, in the spec's order. */
export const NEWS_CONTENT_SOURCES = [
  'Official publisher',
  'Gaming site',
  'Content creator',
  'Youtube',
  'Reddit',
  'Twitch',
  'Fan site',
  'Other source',
] as const;

/** Content Type options, in the spec's order. */
export const NEWS_CONTENT_TYPES = [
  'Web article',
  'Web ad',
  'Video',
  'Stream',
  'Podcast',
  'Post',
  'Socials',
  'Other video',
  'Other audio',
  'Other text',
] as const;

/** Content Topic options, in the spec's order. */
export const NEWS_CONTENT_TOPICS = [
  'News',
  'Interview',
  'Opinions',
  'Review',
  'Beta',
  'Expansions',
  'Update',
  'Patch',
  'Issues',
  'Other topic',
] as const;

/** The three filters: their URL parameter, label and options. */
export const NEWS_FILTERS = [
  { param: 'type', label: NEWS_TEXTS.contentType, options: NEWS_CONTENT_TYPES },
  { param: 'source', label: NEWS_TEXTS.contentSource, options: NEWS_CONTENT_SOURCES },
  { param: 'topic', label: NEWS_TEXTS.contentTopic, options: NEWS_CONTENT_TOPICS },
] as const;

/** Every keyword an item may carry: the three lists' options. */
export const NEWS_KEYWORDS: readonly string[] = [
  ...NEWS_CONTENT_TYPES,
  ...NEWS_CONTENT_SOURCES,
  ...NEWS_CONTENT_TOPICS,
];

// ---------------------------------------------------------------- progressive loading (§4, §9)

/** Items per row on wider screens (one on phones). */
export const NEWS_ITEMS_PER_ROW = 2;
/** Rows shown at first (issue 12: "It starts with 4 rows"). */
export const NEWS_INITIAL_ROWS = 4;
/** Rows added each time the list's bottom nears the viewport's. */
export const NEWS_ROWS_PER_STEP = 2;
/** How near (px) the list's bottom must come to the viewport's bottom to add rows. */
export const NEWS_LOAD_MARGIN_PX = 300;

// ---------------------------------------------------------------- an item

/** Longest tagline an item may have. */
export const NEWS_TAGLINE_MAX = 200;
/** Most keywords on one item. */
export const NEWS_KEYWORDS_MAX = 8;

/**
 * Images are our own, shipped with the site (issue 12: no hot-linked images): a path under
 * /images/news/.
 */
export const newsImageUrlSchema = z
  .string()
  .regex(
    /^\/images\/news\/[a-z0-9][a-z0-9-]{0,80}\.(svg|png|webp|jpg)$/,
    'Choose one of the site’s own news images (/images/news/…).',
  );

/** The external link: https only. */
export const newsLinkUrlSchema = z
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
export const newsDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-10-06.')
  // Zod runs this even when the pattern failed: an unreadable date must not throw (a 500).
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { message: 'That date does not exist.' },
  );

/** One news item as `/news.json` gives it (spec §3). */
export const newsItemSchema = z.strictObject({
  date: newsDateSchema,
  tagline: z.string().trim().min(1, 'Write a tagline.').max(NEWS_TAGLINE_MAX),
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

/** `GET /api/admin/news`. */
export const adminNewsListSchema = z.strictObject({ items: z.array(adminNewsItemSchema) });

/** `POST /api/admin/news` and `PUT /api/admin/news/{id}` body. */
export const newsItemInputSchema = newsItemSchema;
export type NewsItemInput = z.infer<typeof newsItemInputSchema>;

/** `GET /api/admin/news-images`: the images an item may use (files under /images/news/). */
export const newsImagesSchema = z.strictObject({ images: z.array(newsImageUrlSchema) });
