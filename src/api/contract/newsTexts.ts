/**
 * The news page's texts, filter lists and loading steps (spec §2 News, §3 filter lists, §4, §9),
 * without zod: /news renders them on its first paint, while the items' schema (./news) loads
 * beside the feed's request.
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
/** Rows shown at first. */
export const NEWS_INITIAL_ROWS = 4;
/** Rows added each time the list's bottom nears the viewport's. */
export const NEWS_ROWS_PER_STEP = 2;
/** How near (px) the list's bottom must come to the viewport's bottom to add rows. */
export const NEWS_LOAD_MARGIN_PX = 300;

// ---------------------------------------------------------------- an item's limits

/** Longest tagline an item may have. */
export const NEWS_TAGLINE_MAX = 200;
/** Most keywords on one item. */
export const NEWS_KEYWORDS_MAX = 8;
