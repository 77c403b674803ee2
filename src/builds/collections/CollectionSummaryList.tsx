import { Link } from 'react-router-dom';
import type { CollectionSummary } from '../../api/contract/collections';
import { collectionPath } from '../../api/contract/collectionsTexts';
import { Card } from '../../ui/Card';
import { buildCountText } from './collectionText';
import { SharingBadge } from './SharingBadge';

/** Props of a list of collections. */
export interface CollectionSummaryListProps {
  collections: readonly CollectionSummary[];
  /** The list's accessible name ('Your collections', "Chani's collections"). */
  label: string;
  /** Shows each one's listing (the owner's own list; an author's are all Public). */
  showSharing?: boolean;
  /** The names' heading level: h3 under a section's h2, h2 under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Collections as cards (one column on phones, two or three wider): the name as a link to the
 * collection's page, how many builds it holds, its listing when asked, a star for Favourites,
 * and the start of its description as plain text.
 */
export function CollectionSummaryList({
  collections,
  label,
  showSharing = false,
  headingLevel: Heading = 'h3',
}: CollectionSummaryListProps) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {collections.map((collection) => (
        <li key={collection.id} className="min-w-0">
          <Card interactive className="flex h-full min-w-0 flex-col gap-2 p-5">
            <Heading className="font-display text-lg leading-tight font-semibold break-words text-sand-50">
              <Link
                to={collectionPath(collection.id)}
                className="inline-flex min-h-11 items-center gap-2 underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:text-spice-200 hover:underline focus-visible:underline"
              >
                {collection.favourites && (
                  <span aria-hidden="true" className="text-spice-300">
                    ★
                  </span>
                )}
                {collection.name}
              </Link>
            </Heading>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-sand-300">
              <span>{buildCountText(collection.build_count)}</span>
              {showSharing && <SharingBadge sharing={collection.sharing} />}
            </p>
            {collection.description !== '' && (
              <p className="line-clamp-2 text-sm leading-relaxed break-words whitespace-pre-line text-sand-300">
                {collection.description}
              </p>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
