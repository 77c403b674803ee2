import type { PublicBuildCard } from '../api/contract/publicBuilds';

/** A card shows at most this many main tags and type tags (spec §9). */
export const CARD_MAIN_TAGS = 2;
export const CARD_TYPE_TAGS = 1;

/** The tags a community card shows: the first 2 main tags, then the first type tag. */
export function cardTags(build: Pick<PublicBuildCard, 'tags' | 'type_tags'>): string[] {
  return [...build.tags.slice(0, CARD_MAIN_TAGS), ...build.type_tags.slice(0, CARD_TYPE_TAGS)];
}

/**
 * When a build was last updated, as a date in the player's locale (the time of day says little
 * on a list of builds). An unreadable time shows as it came rather than as 'Invalid Date'.
 */
export function formatUpdated(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, timeZone).format(date);
}

/** Date formats by locale and time zone, each made once. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date format of a locale and time zone. Making one looks up the locale's data: on a slow
 * phone, one per card took 160 ms for a page of 12 (4× CPU throttling), one in all a few.
 */
function dateFormat(locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(timeZone ? { timeZone } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** The like count with its word: '1 like', '12 likes'. */
export function likesText(likes: number): string {
  return `${likes} ${likes === 1 ? 'like' : 'likes'}`;
}
