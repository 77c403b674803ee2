import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { favouriteBuild } from '../api/collections/favouriteBuild';
import {
  myCollectionsPath,
  useMyCollections,
  useRefreshOtherCollections,
} from '../api/collections/myCollections';
import { unfavouriteBuild } from '../api/collections/unfavouriteBuild';
import type { CollectionList } from '../api/contract/collections';
import { COLLECTION_TEXTS } from '../api/contract/collectionsTexts';
import { ApiRequestError } from '../api/requestJson';
import { whenIdle } from './useNearScreenOrIdle';

/** What a change of the Favourites brought: its message, and whether it was made. */
export interface FavouriteOutcome {
  ok: boolean;
  message: string;
  /** The server says nobody is logged in any more (401). */
  loggedOut?: boolean;
}

/** The star's state and what pressing it does. */
export interface FavouriteState {
  favourites: number;
  /** The player keeps it in Favourites (false until known). */
  favourited: boolean;
  busy: boolean;
  /** Adds (true) or removes (false) the build; the caller shows the outcome. */
  setFavourite: (want: boolean) => Promise<FavouriteOutcome>;
  /** Asks the player's collections now rather than when the page is idle (pointed at, focused). */
  wantMembership: () => void;
}

/** The player's Favourites as the cached list says, with `favourited`; undefined when unknown. */
function withFavourite(list: CollectionList | undefined, favourited: boolean) {
  if (list === undefined) return undefined;
  return {
    collections: list.collections.map((collection) =>
      collection.favourites
        ? {
            ...collection,
            has_build: favourited,
            build_count: Math.max(
              0,
              collection.build_count +
                (favourited === collection.has_build ? 0 : favourited ? 1 : -1),
            ),
          }
        : collection,
    ),
  };
}

/**
 * The viewer's Favourite star for the build at `url` (null for a visitor: nothing is asked).
 * Whether the player has it is read from their collections once the page is idle, never on the
 * first screen; the count follows the server's answers, from `initialFavourites`.
 */
export function useFavourite(url: string | null, initialFavourites: number): FavouriteState {
  const [favourites, setFavourites] = useState(initialFavourites);
  const [answered, setAnswered] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { mutate } = useSWRConfig();
  const refreshOthers = useRefreshOtherCollections(url);
  useEffect(() => {
    if (url === null || wanted) return;
    return whenIdle(() => {
      setWanted(true);
    });
  }, [url, wanted]);
  const { data } = useMyCollections(url !== null && wanted ? url : null);
  const listed = data?.collections.find((collection) => collection.favourites);
  const favourited = answered ?? listed?.has_build ?? false;

  const setFavourite = useCallback(
    async (want: boolean): Promise<FavouriteOutcome> => {
      if (url === null) return { ok: false, message: COLLECTION_TEXTS.loginToFavourite };
      setBusy(true);
      try {
        const answer = await (want ? favouriteBuild(url) : unfavouriteBuild(url));
        setFavourites(answer.favourites);
        setAnswered(answer.favourited);
        // The first star makes the Favourites collection: only a fresh list knows its id.
        const key = myCollectionsPath(url);
        await mutate<CollectionList>(key, (list) => withFavourite(list, answer.favourited), {
          revalidate: listed === undefined,
        });
        refreshOthers();
        const fallback = answer.favourited
          ? COLLECTION_TEXTS.addedToFavourites
          : COLLECTION_TEXTS.removedFromFavourites;
        return { ok: true, message: answer.message || fallback };
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          return { ok: false, message: COLLECTION_TEXTS.loginToFavourite, loggedOut: true };
        }
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      } finally {
        setBusy(false);
      }
    },
    [url, mutate, listed, refreshOthers],
  );

  const wantMembership = useCallback(() => {
    setWanted(true);
  }, []);

  return { favourites, favourited, busy, setFavourite, wantMembership };
}
