import type { CollectionSharing } from '../../api/contract/collectionsTexts';

/** The listing's badge colours: Public in the Ibad green, Private quiet. */
const BADGES: Readonly<Record<CollectionSharing, string>> = {
  Public: 'border-ibad-400/70 bg-ibad-500/15 text-ibad-300',
  Private: 'border-sand-500 bg-sand-800 text-sand-100',
};

/** Who may see a collection, as a small badge: 'Public' or 'Private'. */
export function SharingBadge({ sharing }: { sharing: CollectionSharing }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide ${BADGES[sharing]}`}
    >
      {sharing}
    </span>
  );
}
