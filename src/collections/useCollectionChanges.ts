import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { SWRInfiniteKeyedMutator } from 'swr/infinite';
import { myCollectionsPath } from '../api/collections/myCollections';
import { deleteCollection } from '../api/collections/deleteCollection';
import { moveCollectionBuild } from '../api/collections/moveCollectionBuild';
import { removeFromCollection } from '../api/collections/removeFromCollection';
import { updateCollection } from '../api/collections/updateCollection';
import type {
  CollectionPage,
  CollectionSummary,
  UpdateCollectionRequest,
} from '../api/contract/collections';
import type { PublicBuildCard } from '../api/contract/publicBuildCards';
import { notify } from '../ui/toast';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';

/** The builds of `pages` in a new order, each page keeping its length. */
function withBuilds(
  pages: readonly CollectionPage[],
  builds: readonly PublicBuildCard[],
): CollectionPage[] {
  let start = 0;
  return pages.map((page) => {
    const size = page === pages[pages.length - 1] ? builds.length - start : page.builds.length;
    const slice = builds.slice(start, start + size);
    start += size;
    return { ...page, builds: slice };
  });
}

/** The pages with `buildId` moved to place `to` among the builds shown. */
function movedPages(pages: readonly CollectionPage[], buildId: string, to: number) {
  const builds = pages.flatMap((page) => page.builds);
  const from = builds.findIndex((build) => build.id === buildId);
  const [moved] = builds.splice(from, 1);
  if (moved) builds.splice(to, 0, moved);
  return withBuilds(pages, builds);
}

/** The pages without `buildId`. */
function pagesWithout(pages: readonly CollectionPage[], buildId: string) {
  return pages.map((page) => ({
    ...page,
    builds: page.builds.filter((build) => build.id !== buildId),
  }));
}

/** The pages with the collection as stored after a change. */
function withSummary(pages: readonly CollectionPage[], collection: CollectionSummary) {
  return pages.map((page) => ({ ...page, collection }));
}

/** A failure's reason for the player. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The owner's changes to the collection `id` shown as `pages`: each shows at once on the page,
 * then the pages are read again so the page matches the server (a failure puts them back and
 * says why). Edits and deletions also refresh the player's own list of collections.
 */
export function useCollectionChanges(
  id: string,
  pages: readonly CollectionPage[] | undefined,
  mutate: SWRInfiniteKeyedMutator<CollectionPage[]>,
) {
  const navigate = useNavigate();
  const { mutate: mutateCache } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const refreshOwnLists = useCallback(
    () =>
      mutateCache(
        (key) =>
          typeof key === 'string' &&
          (key === myCollectionsPath() || key.startsWith(`${myCollectionsPath()}?`)),
      ),
    [mutateCache],
  );

  /** Shows `shown` at once, runs `call`, then reads the pages again whatever came of it. */
  const change = useCallback(
    async <T>(shown: CollectionPage[], call: () => Promise<T>): Promise<T | null> => {
      setBusy(true);
      void mutate(shown, { revalidate: false });
      try {
        return await call();
      } catch (error) {
        notify({ kind: 'error', title: reasonOf(error) });
        return null;
      } finally {
        setBusy(false);
        // A failed reading shows on the page as the list's own failure.
        void mutate().catch(() => undefined);
      }
    },
    [mutate],
  );

  const move = (build: PublicBuildCard, to: number) => {
    if (!pages) return;
    const count = pages.reduce((sum, page) => sum + page.builds.length, 0);
    void change(movedPages(pages, build.id, to), () => moveCollectionBuild(id, build.id, to)).then(
      (done) => {
        if (done) setAnnouncement(COLLECTION_PAGE_TEXTS.movedTo(build.title, to + 1, count));
      },
    );
  };

  const remove = (build: PublicBuildCard) => {
    if (!pages) return;
    void change(pagesWithout(pages, build.id), () => removeFromCollection(id, build.id)).then(
      (done) => {
        if (!done) return;
        setAnnouncement(done.message);
        notify({ kind: 'success', title: done.message });
        void refreshOwnLists();
      },
    );
  };

  const save = async (changes: UpdateCollectionRequest): Promise<string | null> => {
    try {
      const done = await updateCollection(id, changes);
      if (pages) void mutate(withSummary(pages, done.collection), { revalidate: false });
      notify({ kind: 'success', title: done.message });
      void refreshOwnLists();
      return null;
    } catch (error) {
      return reasonOf(error);
    }
  };

  const destroy = async (): Promise<string | null> => {
    try {
      const done = await deleteCollection(id);
      notify({ kind: 'success', title: done.message });
      void refreshOwnLists();
      void navigate('/collections');
      return null;
    } catch (error) {
      return reasonOf(error);
    }
  };

  return { busy, announcement, move, remove, save, destroy };
}
