import useSWR from 'swr';
import type { CollectionList } from '../contract/collections';
import { refreshedAfterChanges } from '../swrConfig';
import { fetchMyCollections, myCollectionsPath } from './myCollections';

/** `GET /api/collections`, logged as every failed read is. */
async function fetchOwnCollections(): Promise<CollectionList> {
  try {
    return await fetchMyCollections();
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * The player's collections (Favourites first, then by creation), cached under their path so a
 * change anywhere refreshes them, and read again whenever a screen showing them mounts.
 * `enabled` false (a visitor) asks nothing.
 */
export function useOwnCollections(enabled = true) {
  return useSWR<CollectionList, Error>(
    enabled ? myCollectionsPath() : null,
    fetchOwnCollections,
    refreshedAfterChanges,
  );
}
