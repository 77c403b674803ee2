import type { PublicBuildCard } from '../../api/contract/publicBuildCards';

/** A card shows at most this many main tags and type tags (spec §9). */
const CARD_MAIN_TAGS = 2;
const CARD_TYPE_TAGS = 1;

/** The tags a community card shows: the first 2 main tags, then the first type tag. */
export function cardTags(build: Pick<PublicBuildCard, 'tags' | 'type_tags'>): string[] {
  return [...build.tags.slice(0, CARD_MAIN_TAGS), ...build.type_tags.slice(0, CARD_TYPE_TAGS)];
}

/** The months as en-US's medium date style abbreviates them. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * When a build was last updated, 'Nov 20, 2026' as en-US's medium style, in the player's zone (or
 * UTC), from the date's fields: a page's first Intl call is a long task. Unreadable: shown as is.
 */
export function formatUpdated(iso: string, timeZone?: 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const [year, month, day] =
    timeZone === 'UTC'
      ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
      : [date.getFullYear(), date.getMonth(), date.getDate()];
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** The like count with its word: '1 like', '12 likes'. */
export function likesText(likes: number): string {
  return `${likes} ${likes === 1 ? 'like' : 'likes'}`;
}

/** The favourites count with its word: '1 favourite', '12 favourites'. */
export function favouritesText(favourites: number): string {
  return `${favourites} ${favourites === 1 ? 'favourite' : 'favourites'}`;
}
