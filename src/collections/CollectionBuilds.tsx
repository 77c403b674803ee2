import { useLayoutEffect, useRef } from 'react';
import type { PublicBuildCard } from '../api/contract/publicBuildCards';
import { COLLECTION_TEXTS } from '../api/contract/collectionsTexts';
import { PublicBuildCardView } from '../builds/cards/PublicBuildCardView';
import { Button, ButtonLink } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';

/** The owner's controls of each card. */
interface ArrangeControls {
  /** A change is on its way: further presses wait for it. */
  busy: boolean;
  /** Moves the build to a 0-based place among those shown. */
  onMove: (build: PublicBuildCard, to: number) => void;
  onRemove: (build: PublicBuildCard) => void;
  /** What the last change did, read out politely ('… is now 2 of 5.'). */
  announcement: string;
}

/** Where the list stands after its last page read. */
export interface MoreBuilds {
  /** `more`: another page follows; `loading`: it is being read; `end`: nothing follows. */
  state: 'more' | 'loading' | 'end';
  /** Why the last page asked could not be read (the cards read so far stay). */
  error: string | null;
  onLoadMore: () => void;
}

/** Props of the collection's builds. */
export interface CollectionBuildsProps {
  builds: readonly PublicBuildCard[];
  more: MoreBuilds;
  /** The owner's move and remove buttons; absent for anyone else. */
  arrange?: ArrangeControls;
  /** The cards' dates in UTC rather than the player's time zone (stories and tests). */
  timeZone?: 'UTC';
}

type Control = 'up' | 'down' | 'remove';

/** A control of a card, found by its build and its job. */
function controlOf(list: HTMLElement | null, buildId: string, control: Control) {
  return list?.querySelector<HTMLButtonElement>(
    `[data-build="${buildId}"][data-control="${control}"]`,
  );
}

const ARRANGE_CLASSES = 'min-w-11 flex-1 px-3';

/**
 * A collection's builds in its order, as the community's cards (one column on phones, two or
 * three wider), with 'Load more' while pages follow. Its owner gets Move up, Move down and
 * Remove under each card: real buttons, so the keyboard reorders as the mouse does, and focus
 * stays on the build's control as it moves (or goes to the next card's when one leaves).
 */
export function CollectionBuilds({ builds, more, arrange, timeZone }: CollectionBuildsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the list shows the change (undefined: nowhere, null: the empty line).
  const focusAfter = useRef<{ buildId: string; control: Control } | null | undefined>(undefined);

  // The moved card's node is taken out and put back, which drops its focus: given back here.
  useLayoutEffect(() => {
    const wantedFocus = focusAfter.current;
    if (wantedFocus === undefined) return;
    focusAfter.current = undefined;
    if (wantedFocus === null) {
      emptyRef.current?.focus();
      return;
    }
    const { buildId, control } = wantedFocus;
    const wanted = controlOf(listRef.current, buildId, control);
    const other = controlOf(listRef.current, buildId, control === 'up' ? 'down' : 'up');
    const target = wanted && !wanted.disabled ? wanted : other;
    target?.focus();
  }, [builds]);

  if (builds.length === 0 && more.state === 'end') {
    return (
      <div className="flex flex-col items-center gap-5 py-10 text-center">
        <p ref={emptyRef} tabIndex={-1} role="status" className="text-sand-300 outline-none">
          {COLLECTION_TEXTS.empty}
        </p>
        <ButtonLink to="/community-builds" variant="secondary">
          {COLLECTION_PAGE_TEXTS.browseCommunity}
        </ButtonLink>
      </div>
    );
  }

  const move = (build: PublicBuildCard, index: number, control: 'up' | 'down') => {
    if (!arrange || arrange.busy) return;
    focusAfter.current = { buildId: build.id, control };
    arrange.onMove(build, control === 'up' ? index - 1 : index + 1);
  };
  const remove = (build: PublicBuildCard, index: number) => {
    if (!arrange || arrange.busy) return;
    const neighbour = builds[index + 1] ?? builds[index - 1];
    focusAfter.current = neighbour ? { buildId: neighbour.id, control: 'remove' } : null;
    arrange.onRemove(build);
  };

  const last = builds.length - 1;
  return (
    <div>
      <ul
        ref={listRef}
        aria-label={COLLECTION_PAGE_TEXTS.buildsLabel}
        aria-busy={arrange?.busy ?? false}
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      >
        {builds.map((build, index) => (
          <li key={build.id} className="flex min-w-0 flex-col gap-2">
            <div className="min-h-0 flex-1">
              {/* The first card's picture is the page's largest paint on a phone: not lazy. */}
              <PublicBuildCardView build={build} timeZone={timeZone} eagerThumbnail={index === 0} />
            </div>
            {arrange && (
              <div
                role="group"
                aria-label={COLLECTION_PAGE_TEXTS.arrange(build.title)}
                className="flex gap-2"
              >
                <Button
                  variant="secondary"
                  className={ARRANGE_CLASSES}
                  data-build={build.id}
                  data-control="up"
                  disabled={index === 0}
                  aria-disabled={arrange.busy || undefined}
                  onClick={() => {
                    move(build, index, 'up');
                  }}
                >
                  <span aria-hidden="true">↑</span>
                  {COLLECTION_PAGE_TEXTS.moveUp}
                </Button>
                <Button
                  variant="secondary"
                  className={ARRANGE_CLASSES}
                  data-build={build.id}
                  data-control="down"
                  disabled={index === last}
                  aria-disabled={arrange.busy || undefined}
                  onClick={() => {
                    move(build, index, 'down');
                  }}
                >
                  <span aria-hidden="true">↓</span>
                  {COLLECTION_PAGE_TEXTS.moveDown}
                </Button>
                <Button
                  variant="ghost"
                  className={ARRANGE_CLASSES}
                  data-build={build.id}
                  data-control="remove"
                  aria-disabled={arrange.busy || undefined}
                  onClick={() => {
                    remove(build, index);
                  }}
                >
                  {COLLECTION_PAGE_TEXTS.remove}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {arrange && (
        <p role="status" className="sr-only">
          {arrange.announcement}
        </p>
      )}
      <MoreBuildsRow more={more} />
    </div>
  );
}

/** 'Load more' while pages follow, the spinner while one is read, and a failed page's reason. */
function MoreBuildsRow({ more }: { more: MoreBuilds }) {
  if (more.state === 'loading') return <Spinner label={COLLECTION_PAGE_TEXTS.loadingMore} />;
  return (
    <div className="mt-8 flex flex-col items-center gap-4">
      {more.error !== null && (
        <p role="alert" className="text-center text-danger-200">
          {COLLECTION_PAGE_TEXTS.loadMoreFailed(more.error)}
        </p>
      )}
      {more.state === 'more' && (
        <Button variant="secondary" onClick={more.onLoadMore}>
          {COLLECTION_PAGE_TEXTS.loadMore}
        </Button>
      )}
    </div>
  );
}
