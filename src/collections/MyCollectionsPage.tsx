import { useId } from 'react';
import { createCollection } from '../api/collections/createCollection';
import { useOwnCollections } from '../api/collections/useOwnCollections';
import type { CollectionList } from '../api/contract/collections';
import { COLLECTIONS_PER_ACCOUNT } from '../api/contract/collectionsTexts';
import { ApiRequestError } from '../api/requestJson';
import { useSession } from '../api/session/sessionContext';
import { CollectionSummaryList } from '../builds/collections/CollectionSummaryList';
import { LoadError } from '../ui/LoadError';
import { PageHeader } from '../ui/PageHeader';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';
import { type CreateOutcome, CreateCollectionForm } from './CreateCollectionForm';

/** '{n}/50 collections made': named ones count toward the limit, Favourites does not. */
function madeText(list: CollectionList): string {
  const made = list.collections.filter((collection) => !collection.favourites).length;
  return `${made}/${COLLECTIONS_PER_ACCOUNT} collections made`;
}

/**
 * /collections (login required): the player's collections, Favourites first, each with how many
 * builds it holds and who may see it, linking to its page; and a form to make another.
 */
export default function MyCollectionsPage() {
  usePageMeta(
    'My Collections',
    'Your Favourites and your collections of Dune: Awakening builds on Arrakis Planner.',
  );
  const { user, isLoading: sessionLoading } = useSession();
  const own = useOwnCollections(user !== null);
  const listId = useId();

  if (sessionLoading || (user && own.isLoading)) return <Spinner />;
  // A session that ended elsewhere answers 401: the player is a visitor again.
  if (!user || (own.error instanceof ApiRequestError && own.error.status === 401)) {
    return (
      <p className="py-16 text-center text-lg text-sand-100">{COLLECTION_PAGE_TEXTS.visitor}</p>
    );
  }
  if (!own.data) {
    return (
      <LoadError message={own.error?.message ?? COLLECTION_PAGE_TEXTS.loadCollectionsFailed} />
    );
  }

  const create = async (body: Parameters<typeof createCollection>[0]): Promise<CreateOutcome> => {
    try {
      const done = await createCollection(body);
      void own.mutate();
      return { ok: true, collection: done.collection, message: done.message };
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  };

  const { collections } = own.data;
  return (
    <>
      <PageHeader title={COLLECTION_PAGE_TEXTS.myCollections}>
        <p>{COLLECTION_PAGE_TEXTS.myCollectionsIntro}</p>
      </PageHeader>
      <section aria-labelledby={listId} className="mb-12">
        <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={listId} className="font-display text-2xl font-semibold text-sand-100">
            {COLLECTION_PAGE_TEXTS.yourCollections}
          </h2>
          <p className="text-sm text-sand-300">{madeText(own.data)}</p>
        </div>
        {collections.length === 0 ? (
          <p className="text-sand-300">{COLLECTION_PAGE_TEXTS.noCollections}</p>
        ) : (
          <CollectionSummaryList
            collections={collections}
            label={COLLECTION_PAGE_TEXTS.yourCollections}
            showSharing
          />
        )}
      </section>
      <CreateCollectionForm onCreate={create} />
    </>
  );
}
