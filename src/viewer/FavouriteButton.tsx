import { Link } from 'react-router-dom';
import { COLLECTION_TEXTS } from '../api/contract/collectionsTexts';
import { favouritesText } from '../builds/cards/cardText';

/** What the Favourite star shows. */
export interface FavouriteButtonProps {
  favourites: number;
  /** The player keeps the build in Favourites: the star is filled and pressed. */
  favourited: boolean;
  busy: boolean;
  onToggle: () => void;
  /** Pointed at or focused: the player may press it soon. */
  onIntent?: () => void;
}

/** The star's path, filled once favourited. */
const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z';

/**
 * The viewer's Favourite toggle with the build's count: a star, filled and pressed once the build
 * is in the player's Favourites. Its name keeps the count; its pressed state says the rest.
 */
export function FavouriteButton({
  favourites,
  favourited,
  busy,
  onToggle,
  onIntent,
}: FavouriteButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      disabled={busy}
      aria-pressed={favourited}
      aria-busy={busy}
      aria-label={`${COLLECTION_TEXTS.favourite} (${favouritesText(favourites)})`}
      title={favourited ? COLLECTION_TEXTS.favourited : COLLECTION_TEXTS.favourite}
      data-testid="favourite-button"
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl border px-4 text-sm font-semibold tabular-nums transition-colors disabled:cursor-wait disabled:opacity-60 motion-reduce:transition-none ${
        favourited
          ? 'border-spice-400 bg-spice-950/70 text-spice-200'
          : 'border-sand-600 bg-sand-800/70 text-sand-100 hover:border-spice-400'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" strokeWidth="2">
        <path
          d={STAR}
          className={favourited ? 'fill-spice-400 stroke-spice-400' : 'fill-none stroke-current'}
          strokeLinejoin="round"
        />
      </svg>
      <span data-testid="favourite-count">{favourites}</span>
    </button>
  );
}

/**
 * What a visitor reads after pressing the star: favourites need an account, with the way to log
 * in. A polite status, so it is read out without taking the focus from the star.
 */
export function LoginToFavouriteNote({ shown }: { shown: boolean }) {
  // Out of the flow while empty, so the row of buttons keeps its spacing.
  return (
    <div role="status" className={shown ? 'w-full' : 'sr-only'}>
      {shown ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-sand-200">
          {COLLECTION_TEXTS.loginToFavourite}
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center font-semibold text-spice-200 underline underline-offset-4 hover:text-spice-100"
          >
            Log in
          </Link>
        </p>
      ) : null}
    </div>
  );
}
