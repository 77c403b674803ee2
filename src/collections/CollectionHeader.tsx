import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CollectionSummary } from '../api/contract/collections';
import { buildCountText } from '../builds/collections/collectionText';
import { SharingBadge } from '../builds/collections/SharingBadge';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';

/** Props of the collection's header. */
export interface CollectionHeaderProps {
  collection: CollectionSummary;
  /** The owner's buttons (Edit, Delete), beside the facts. */
  tools?: ReactNode;
}

/**
 * The top of a collection's page: its name as the page's heading, its owner (to their author
 * page), how many builds it holds and who may see it, then its description as plain text with
 * its line breaks.
 */
export function CollectionHeader({ collection, tools }: CollectionHeaderProps) {
  return (
    <header className="mb-8 max-w-3xl">
      <p className="mb-2 text-xs font-semibold tracking-[0.25em] text-spice-300 uppercase">
        {collection.favourites && <span aria-hidden="true">★ </span>}
        {COLLECTION_PAGE_TEXTS.eyebrow}
      </p>
      <h1 className="font-display text-3xl font-semibold tracking-wide break-words text-sand-50 sm:text-4xl">
        {collection.name}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sand-300">
        <p className="flex items-center gap-1.5">
          by
          <Link
            to={`/user/${encodeURIComponent(collection.username)}`}
            className="inline-flex min-h-11 min-w-11 items-center font-semibold break-all text-spice-200 underline-offset-4 hover:underline focus-visible:underline"
          >
            {collection.username}
          </Link>
        </p>
        <p>{buildCountText(collection.build_count)}</p>
        <SharingBadge sharing={collection.sharing} />
        {tools}
      </div>
      {collection.description !== '' && (
        <p className="mt-4 text-base leading-relaxed break-words whitespace-pre-line text-sand-200">
          {collection.description}
        </p>
      )}
    </header>
  );
}
