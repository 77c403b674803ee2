/*
 * Favourites and collections: their limits and the texts players read, apart from their schemas
 * (./collections.ts) so a card's count and the viewer's star need no zod.
 */

/** The longest collection name. */
export const COLLECTION_NAME_MAX = 80;
/** The longest collection description. */
export const COLLECTION_DESCRIPTION_MAX = 1_000;
/** Named collections one account may keep, besides its Favourites. */
export const COLLECTIONS_PER_ACCOUNT = 50;
/** Builds one collection (Favourites included) may hold. */
export const BUILDS_PER_COLLECTION = 200;
/** Builds per page of a collection. */
export const COLLECTION_PAGE_SIZE = 24;

/** Who may see a collection: anyone with its link (and its author's page), or its owner alone. */
export const COLLECTION_SHARINGS = ['Public', 'Private'] as const;
export type CollectionSharing = (typeof COLLECTION_SHARINGS)[number];

/** A collection's address on the site. */
export function collectionPath(id: string): string {
  return `/collection/${id}`;
}

/** What players read about favourites and collections, one wording for server and client. */
export const COLLECTION_TEXTS = {
  favouritesName: 'Favourites',
  favourite: 'Favourite',
  favourited: 'Favourited',
  addedToFavourites: 'Added to your favourites.',
  removedFromFavourites: 'Removed from your favourites.',
  saveToCollection: 'Save to collection',
  loginToFavourite: 'Log in to keep favourites and collections.',
  notFound: 'Collection not found.',
  buildNotFound: 'Build not found.',
  buildNotInCollection: 'That build is not in this collection.',
  nameRequired: 'Give the collection a name.',
  nameTaken: 'You already have a collection of that name.',
  favouritesFixed: 'Favourites keeps its name and cannot be deleted.',
  flagged: 'Your collection was not saved: its name or description was flagged. Please revise.',
  limitReached: `You have reached the maximum of ${COLLECTIONS_PER_ACCOUNT} collections. Delete one to make another.`,
  full: `A collection holds at most ${BUILDS_PER_COLLECTION} builds. Remove one to add another.`,
  created: 'Collection created.',
  updated: 'Collection updated.',
  deleted: 'Collection deleted.',
  added: 'Added to the collection.',
  removed: 'Removed from the collection.',
  moved: 'Moved.',
  empty: 'No builds in this collection yet.',
  /** Shown to the owner: some of its builds are no longer Public. */
  unavailable: (count: number) =>
    count === 1
      ? 'One build here is no longer public; it shows again if its author shares it.'
      : `${count} builds here are no longer public; they show again if their authors share them.`,
} as const;
