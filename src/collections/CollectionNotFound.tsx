import { COLLECTION_TEXTS } from '../api/contract/collectionsTexts';
import { ButtonLink } from '../ui/Button';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';

/**
 * 'Collection not found.' for an unknown collection, or a Private one seen by anyone but its
 * owner (the two read the same, so a link cannot tell whether it exists), with a way back.
 */
export function CollectionNotFound() {
  return (
    <section className="mx-auto my-12 max-w-xl text-center">
      <h1 className="font-display text-3xl font-semibold text-sand-50 sm:text-4xl">
        {COLLECTION_TEXTS.notFound}
      </h1>
      <ButtonLink to="/community-builds" className="mt-8">
        {COLLECTION_PAGE_TEXTS.browseCommunity}
      </ButtonLink>
    </section>
  );
}
