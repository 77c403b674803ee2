/**
 * What a favourite or collection call says when it fails without a message of the server's own
 * (no answer, or one this client cannot read). The server's `{ message }` always comes first.
 */
export const COLLECTION_CALL_TEXTS = {
  favouriteFailed: 'Your favourites could not be changed. Please try again.',
  listFailed: 'Your collections could not be loaded. Please try again.',
  createFailed: 'The collection could not be created. Please try again.',
  addFailed: 'The build could not be added to the collection. Please try again.',
  removeFailed: 'The build could not be removed from the collection. Please try again.',
} as const;
