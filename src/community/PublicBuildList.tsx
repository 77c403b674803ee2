import type { ReactNode } from 'react';
import { COMMUNITY_TEXTS } from '../api/contract/publicBuildsTexts';
import { Spinner } from '../ui/Spinner';
import { PublicBuildCardView } from '../builds/cards/PublicBuildCardView';
import { useWhenInView } from './useWhenInView';
import type { PublicBuildCard } from '../api/contract/publicBuildCards';

/** What the list shows (spec §2 Community builds' states). */
export type PublicBuildListState =
  | { kind: 'loading' }
  /** The first page failed: 'Error loading builds: {reason}'. */
  | { kind: 'error'; reason: string }
  | {
      kind: 'builds';
      builds: readonly PublicBuildCard[];
      /** A next page is being read. */
      loadingMore: boolean;
      /** No page follows the last one read. */
      atEnd: boolean;
      /** A later page failed (the cards read so far stay). */
      moreError: string | null;
    };

/** Props of the list. */
export interface PublicBuildListProps {
  state: PublicBuildListState;
  /** Called when the last card comes into view and more may follow. */
  onLoadMore: () => void;
  /** The cards' dates in UTC rather than the player's time zone (stories and tests). */
  timeZone?: 'UTC';
}

/**
 * The community's cards in a grid (1 column on phones, 2 on tablets, 3 wider), with the spec's
 * texts while loading, when nothing matches, at the end of the list and on failure. The next
 * page is asked for when the last card scrolls into view.
 */
export function PublicBuildList({ state, onLoadMore, timeZone }: PublicBuildListProps) {
  const canLoadMore =
    state.kind === 'builds' && !state.atEnd && !state.loadingMore && state.moreError === null;
  const lastCardRef = useWhenInView(onLoadMore, canLoadMore);

  if (state.kind === 'loading') return <Spinner label={COMMUNITY_TEXTS.loading} />;
  if (state.kind === 'error') return <ErrorNote reason={state.reason} />;
  if (state.builds.length === 0 && state.atEnd) {
    return <Status>{COMMUNITY_TEXTS.empty}</Status>;
  }

  const last = state.builds.length - 1;
  return (
    <div>
      <ul aria-label="Public builds" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {state.builds.map((build, index) => (
          <li key={build.id} ref={index === last ? lastCardRef : undefined} className="min-w-0">
            <PublicBuildCardView build={build} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      {state.loadingMore && <Spinner label={COMMUNITY_TEXTS.loadingMore} />}
      {state.moreError !== null && <ErrorNote reason={state.moreError} />}
      {state.atEnd && <Status>{COMMUNITY_TEXTS.end}</Status>}
    </div>
  );
}

/** A line about the list as a whole, announced politely. */
function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-10 text-center text-sand-300">
      {children}
    </p>
  );
}

/** 'Error loading builds: {reason}' (spec §2, §8). */
function ErrorNote({ reason }: { reason: string }) {
  return (
    <p
      role="alert"
      className="mx-auto my-10 max-w-xl rounded-2xl border border-danger-400/60 bg-danger-950/50 p-5 text-center text-danger-200"
    >
      {COMMUNITY_TEXTS.errorPrefix}
      {reason}
    </p>
  );
}
