import { Suspense, useState } from 'react';
import { COLLECTION_TEXTS } from '../api/contract/collectionsTexts';
import { useCurrentUser } from '../api/session/sessionContext';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';
import { FavouriteButton, LoginToFavouriteNote } from './FavouriteButton';
import {
  LazySaveToCollectionDialog,
  preloadSaveToCollectionDialog,
} from './lazySaveToCollectionDialog';
import { useFavourite } from './useFavourite';

/** What the viewer's Favourite star and "Save to collection" need. */
export interface ViewerCollectionsProps {
  /** The build's public id; null for a hand-over, which nobody can keep. */
  url: string | null;
  /** Its title, under the dialog's. */
  title: string;
  /** How many accounts keep it in their Favourites, as the page read it. */
  favourites: number;
}

/**
 * The Favourite star and "Save to collection" of a saved build. A visitor sees both (the row does
 * not shift once the session is known), and pressing either says favourites need an account.
 * Keyed by the player, so a login or a logout starts again from what the page read.
 */
export function ViewerCollections({ url, title, favourites }: ViewerCollectionsProps) {
  const user = useCurrentUser();
  if (url === null) return null;
  return (
    <CollectionControls
      key={user?.username ?? ''}
      url={url}
      title={title}
      favourites={favourites}
      loggedIn={user !== null}
    />
  );
}

function CollectionControls({
  url,
  title,
  favourites: initialFavourites,
  loggedIn,
}: ViewerCollectionsProps & { url: string; loggedIn: boolean }) {
  const favourite = useFavourite(loggedIn ? url : null, initialFavourites);
  const [loginNote, setLoginNote] = useState(false);
  const [open, setOpen] = useState(false);

  const toggle = () => {
    if (!loggedIn) {
      setLoginNote(true);
      return;
    }
    if (favourite.busy) return;
    void favourite.setFavourite(!favourite.favourited).then((outcome) => {
      // A session that ended in another tab: say how to come back rather than fail.
      if (outcome.loggedOut === true) setLoginNote(true);
      else notify({ kind: outcome.ok ? 'success' : 'error', title: outcome.message });
    });
  };

  return (
    <>
      <FavouriteButton
        favourites={favourite.favourites}
        favourited={favourite.favourited}
        busy={favourite.busy}
        onToggle={toggle}
        onIntent={loggedIn ? favourite.wantMembership : undefined}
      />
      <Button
        variant="secondary"
        data-testid="save-to-collection-button"
        aria-haspopup={loggedIn ? 'dialog' : undefined}
        onPointerEnter={loggedIn ? () => void preloadSaveToCollectionDialog() : undefined}
        onFocus={loggedIn ? () => void preloadSaveToCollectionDialog() : undefined}
        onClick={() => {
          if (!loggedIn) {
            setLoginNote(true);
            return;
          }
          favourite.wantMembership();
          setOpen(true);
        }}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 fill-none stroke-current stroke-2"
        >
          <path d="M6 3.5h12v17l-6-4.2-6 4.2v-17Z" strokeLinejoin="round" />
        </svg>
        {COLLECTION_TEXTS.saveToCollection}
      </Button>
      <LoginToFavouriteNote shown={loginNote} />
      {open ? (
        <Suspense fallback={null}>
          <LazySaveToCollectionDialog
            url={url}
            title={title}
            favourited={favourite.favourited}
            favouriteBusy={favourite.busy}
            onFavourite={favourite.setFavourite}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
