/**
 * The community list's texts, page sizes and sort keys (spec §2 Community builds, §4, §8, §9),
 * without zod: /community-builds renders them on its first paint, while the answers' schemas
 * (./publicBuilds, which re-exports all of this) load beside the list's first request.
 */

/** What players read about the community list and likes (spec §2, §8). */
export const COMMUNITY_TEXTS = {
  loading: 'Loading builds...',
  loadingMore: 'Loading more builds...',
  empty: 'No public builds found matching your criteria.',
  end: "You've reached the end of the list.",
  /** Followed by the reason: 'Error loading builds: {reason}'. */
  errorPrefix: 'Error loading builds: ',
  noTags: 'No tags',
  sortNote: 'Selecting both prioritises likes first, then newest.',
  /** Under the sort note while a search is set. */
  searchOrderNote: 'With a search and neither box ticked, the best matches come first.',
  advancedSearchNote: 'A more advanced search is in development.',
  liked: 'Build liked!',
  alreadyLikedTitle: 'Already Liked',
  alreadyLiked: 'You have already liked this build.',
  likeFailed: 'Failed to process like request.',
  likeNetworkError: 'An error occurred while processing your request.',
  unliked: 'Like removed.',
  userNotFound: 'User not found.',
} as const;

/** Public builds per page (spec §9). */
export const PUBLIC_BUILDS_PAGE_SIZE = 12;
/** The most a client may ask for in one page. */
export const PUBLIC_BUILDS_MAX_LIMIT = 48;

/**
 * The sort keys (spec §7), always descending:
 * - `updated_at`: Newest Builds (most recently updated first);
 * - `likes`: Most Likes (ties: most recently liked first, then newest);
 * - `likes_updated_at`: both boxes ticked, likes first, then newest (spec §2's note);
 * - `relevance`: Best match for a search (a word in the title counts most, then the author's
 *   name, the description, the guide), then as Most Likes; without a search, or for a search
 *   of more than 1,000 matches (too common to rank), Most Likes;
 * - `favourites`: Most favourited (ties: newest first).
 */
export const PUBLIC_BUILD_SORTS = [
  'updated_at',
  'likes',
  'likes_updated_at',
  'relevance',
  'favourites',
] as const;
/** One of the sort keys. */
export type PublicBuildSort = (typeof PUBLIC_BUILD_SORTS)[number];

/**
 * The sort key for the two checkboxes (spec §4 "Public list sorting"): Most Likes alone sorts by
 * likes, Newest alone by update time, both by likes then newest; neither by likes.
 */
export function sortForCheckboxes(mostLikes: boolean, newest: boolean): PublicBuildSort {
  if (mostLikes && newest) return 'likes_updated_at';
  return newest ? 'updated_at' : 'likes';
}
