import { COLLECTION_TEXTS } from '../api/contract/collectionsTexts';
import { NotFoundNotice } from '../ui/NotFoundNotice';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';

/**
 * 'Collection not found.' for an unknown collection, or a Private one seen by anyone but its
 * owner (the two read the same, so a link cannot tell whether it exists), with a way back.
 */
export function CollectionNotFound() {
  return (
    <NotFoundNotice
      title={COLLECTION_TEXTS.notFound}
      back={COLLECTION_PAGE_TEXTS.browseCommunity}
    />
  );
}
