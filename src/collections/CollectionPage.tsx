import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { collectionPagePath, useCollectionPages } from '../api/collections/collectionPage';
import type { CollectionPage as CollectionPageAnswer } from '../api/contract/collections';
import { COLLECTION_TEXTS } from '../api/contract/collectionsTexts';
import type { PageDataKeys } from '../api/contract/servedAnswers';
import { useSession } from '../api/session/sessionContext';
import { Button } from '../ui/Button';
import { FormMessage } from '../ui/form/FormMessage';
import { LoadError } from '../ui/LoadError';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { CollectionBuilds, type MoreBuilds } from './CollectionBuilds';
import { CollectionEditForm } from './CollectionEditForm';
import { CollectionHeader } from './CollectionHeader';
import { CollectionNotFound } from './CollectionNotFound';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { useCollectionChanges } from './useCollectionChanges';

/** The collection's first page, the very key the page's hook asks. */
export const dataKeys: PageDataKeys = ({ id }) => (id ? [collectionPagePath(id, 1)] : []);

/** Props of the page (the router gives none; stories fix the cards' time zone). */
export interface CollectionPageProps {
  timeZone?: 'UTC';
}

/** Where the list stands: more pages, one on its way, or the end. */
function moreState(
  pages: readonly CollectionPageAnswer[],
  size: number,
  isLoading: boolean,
  error: Error | undefined,
): MoreBuilds['state'] {
  if (pages[pages.length - 1]?.nextPage === null) return 'end';
  return !error && (isLoading || size > pages.length) ? 'loading' : 'more';
}

/**
 * /collection/:id: a collection's name, owner, listing and description, then its builds in its
 * order as the community's cards, 24 at a time with 'Load more'. Its owner may edit, delete and
 * arrange it, and reads how many of its builds are no longer public. An unknown collection, or
 * a Private one seen by anyone else, reads 'Collection not found.'
 */
export default function CollectionPage({ timeZone }: CollectionPageProps) {
  const { id = '' } = useParams();
  const session = useSession();
  const reader = session.isLoading ? undefined : (session.user?.username ?? null);
  const read = useCollectionPages(id, reader);
  const pages = read.pages;
  const changes = useCollectionChanges(id, pages, read.mutate);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const first = pages?.[0];
  const ownerTools = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  // The form replaces the Edit button: closing it gives focus back to the new one.
  useEffect(() => {
    if (wasEditing.current && !editing) ownerTools.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  usePageMeta(
    read.notFound ? COLLECTION_PAGE_TEXTS.notFoundTitle : (first?.collection.name ?? 'Collection'),
    first
      ? `${first.collection.name}: a collection of Dune: Awakening character builds by ${first.collection.username} on Arrakis Planner.`
      : 'A collection of Dune: Awakening character builds on Arrakis Planner.',
  );

  if (read.notFound) return <CollectionNotFound />;
  if (!pages || !first) {
    return read.error ? (
      <LoadError message={read.error.message} />
    ) : (
      <Spinner label={COLLECTION_PAGE_TEXTS.loading} />
    );
  }

  const { collection } = first;
  // Only the owner's own reading says `mine`: the served page is a visitor's.
  const mine = read.settled && first.mine;
  const builds = pages.flatMap((page) => page.builds);
  const more: MoreBuilds = {
    state: moreState(pages, read.size, read.isLoading, read.error),
    error: read.error ? read.error.message : null,
    onLoadMore: () => {
      void read.setSize(read.size + 1);
    },
  };

  return (
    <>
      <CollectionHeader
        collection={collection}
        tools={
          mine && !editing ? (
            <div
              ref={ownerTools}
              role="group"
              aria-label={COLLECTION_PAGE_TEXTS.ownerTools}
              className="flex w-full gap-2 sm:w-auto"
            >
              <Button
                variant="secondary"
                className="flex-1"
                onClick={() => {
                  setEditing(true);
                }}
              >
                {COLLECTION_PAGE_TEXTS.edit}
              </Button>
              {!collection.favourites && (
                <Button
                  variant="ghost"
                  className="flex-1"
                  onClick={() => {
                    setDeleting(true);
                  }}
                >
                  {COLLECTION_PAGE_TEXTS.delete}
                </Button>
              )}
            </div>
          ) : null
        }
      />
      {mine && editing && (
        <CollectionEditForm
          collection={collection}
          onSave={async (edits) => {
            const failure = await changes.save(edits);
            if (failure === null) setEditing(false);
            return failure;
          }}
          onCancel={() => {
            setEditing(false);
          }}
        />
      )}
      {mine && first.unavailable > 0 && (
        <div className="mb-6 max-w-3xl">
          <FormMessage kind="warning">
            {COLLECTION_TEXTS.unavailable(first.unavailable)}
          </FormMessage>
        </div>
      )}
      <CollectionBuilds
        builds={builds}
        more={more}
        timeZone={timeZone}
        {...(mine
          ? {
              arrange: {
                busy: changes.busy,
                onMove: changes.move,
                onRemove: changes.remove,
                announcement: changes.announcement,
              },
            }
          : {})}
      />
      {mine && (
        <DeleteCollectionDialog
          open={deleting}
          name={collection.name}
          onDelete={changes.destroy}
          onClose={() => {
            setDeleting(false);
          }}
        />
      )}
    </>
  );
}
