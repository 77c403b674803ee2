import type { CollectionService } from '../services/collections';
import type { CollectionPreviews } from './previewHeads';

/** A collection's link preview as a visitor may see it: Public ones only. */
export function createCollectionPreviews(
  collections: Pick<CollectionService, 'page'>,
): CollectionPreviews {
  return async (id) => {
    const found = await collections.page(id, null, 1);
    if (!found.ok) return 'missing';
    const { collection } = found.answer;
    return {
      name: collection.name,
      description: collection.description,
      username: collection.username,
      buildCount: collection.build_count,
    };
  };
}
