import { useId } from 'react';
import type { listingChoice } from '../../skills/buildListing';
import {
  CHOSEN_LISTINGS,
  LISTING_NOTES,
  RESTRICTED_LISTING_MESSAGE,
  type ChosenListing,
  type Listing,
} from '../../skills/buildListing';

/** What the header card tells the Build Listing selector. */
export interface BuildListingSelectorProps {
  /** How the build is listed now (shownListing of its sharing: Exported reads as Private). */
  listing: Listing;
  /** Whether the player may change it, and if not why (listingChoice). */
  choice: ReturnType<typeof listingChoice>;
  /** The player picked Private or Public. */
  onChoose: (listing: ChosenListing) => void;
}

function isChosenListing(value: string): value is ChosenListing {
  return (CHOSEN_LISTINGS as readonly string[]).includes(value);
}

/**
 * The planner's Build Listing selector (spec §4 "Build sharing"): Private or Public, with the
 * chosen listing's note under it (two short rows, so the header stays compact). Restricted is an
 * option only when moderation set it, and then the selector is disabled with the reason; an
 * imported build cannot be listed either. A native select, so phones get their own picker and
 * screen readers a plain combobox.
 */
export function BuildListingSelector({ listing, choice, onChoose }: BuildListingSelectorProps) {
  const selectId = useId();
  const noteId = useId();
  const note = !choice.enabled
    ? choice.reason
    : listing === 'Restricted'
      ? RESTRICTED_LISTING_MESSAGE
      : LISTING_NOTES[listing];

  return (
    <div data-testid="build-listing" className="flex w-full flex-col gap-1">
      <div className="flex items-center gap-2">
        <label
          htmlFor={selectId}
          className="shrink-0 text-xs font-semibold tracking-[0.2em] text-sand-300 uppercase"
        >
          Build Listing
        </label>
        <div className="relative min-w-0 flex-1">
          <select
            id={selectId}
            value={listing}
            disabled={!choice.enabled}
            aria-describedby={noteId}
            onChange={(event) => {
              const value = event.target.value;
              if (isChosenListing(value)) onChoose(value);
            }}
            className="min-h-11 w-full appearance-none rounded-xl border border-sand-600 bg-sand-950/70 py-1.5 sm:min-h-10 pr-10 pl-3.5 text-base text-sand-50 transition-colors enabled:hover:border-spice-400 focus-visible:border-spice-400 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none"
          >
            {CHOSEN_LISTINGS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
            {listing === 'Restricted' && (
              <option value="Restricted" disabled>
                Restricted
              </option>
            )}
          </select>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-spice-300"
          >
            <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </div>
      </div>
      <p
        id={noteId}
        aria-live="polite"
        className={`text-xs leading-snug ${
          listing === 'Restricted' ? 'text-danger-200' : 'text-sand-300'
        }`}
      >
        {note}
      </p>
    </div>
  );
}
