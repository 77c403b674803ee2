import type { PageDataKeys } from '../api/contract/servedAnswers';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { openedSavedBuildPath, savedBuildPath } from '../api/savedBuilds/savedBuildPaths';
import type { Build } from '../skills/buildSchema';
import type { SharedTrainerStatement } from '../skills/trainerNotices';
import { ButtonLink } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { notify } from '../ui/toast';
import { usePageMeta } from '../ui/usePageMeta';
import { BuildViewerView } from './BuildViewerView';
import { AlreadyLikedDialog } from './LikeButton';
import { handOverAsNewBuild, originOf } from './openInPlanner';
import { RedirectUnreadable } from './RedirectUnreadable';
import type { LikeCalls } from './useLike';
import { useLike } from './useLike';
import { useViewerBuild, type ViewerLoad } from './useViewerBuild';
import type { ViewerLoaders } from './viewerBuild';
import type { ViewerBuild } from './savedBuildView';
import { useRefreshBuildRevisions } from '../api/savedBuilds/buildRevisions';
import { useCurrentUser } from '../api/session/sessionContext';
import { NearViewerHistory } from './NearViewerHistory';
import { NearComments } from './comments/NearComments';
import { useViewerMigration } from './viewerMigration';

/**
 * The viewer's texts for a build that cannot be shown (spec §2 Build viewer): missing (404), or
 * its data failed to load (a refresh may mend it). A build that came but cannot be read is
 * toasted and redirected instead (./RedirectUnreadable.tsx, spec §4 "Viewer loading").
 */
export const VIEWER_TEXTS = {
  notFound: 'Build not found or could not be loaded.',
  /** 'Failed to load critical page data: {reason} Try refreshing.' */
  failed: (reason: string) => `Failed to load critical page data: ${reason} Try refreshing.`,
  openFailed: 'The build could not be opened in the planner.',
} as const;

/** Stand-ins for the page's calls (stories and tests). */
export interface BuildViewerPageProps {
  loaders?: ViewerLoaders;
  likeCalls?: LikeCalls;
}

/** The build as the heading shows it: known before its game data has loaded. */
interface ShownBuild {
  readonly build: Build;
  /** The short public id (likes, Get Link); null for a hand-over without one. */
  readonly url: string | null;
  readonly author: string | null;
  readonly likes: number;
  /** How many accounts keep it in their Favourites. */
  readonly favourites: number;
  /** How many builds based on it the visitor may see. */
  readonly basedOnCount: number;
  /** How many times it was saved (0 for a hand-over). */
  readonly saves: number;
  /** The build checked against its game data; null while that data loads. */
  readonly view: ViewerBuild | null;
  /** Its trainer statement as the server opened it; null when the body tells it instead. */
  readonly trainer: SharedTrainerStatement | null;
}

/** What the page shows of a known or ready load. */
function shownBuild(load: Extract<ViewerLoad, { kind: 'known' | 'ready' }>): ShownBuild {
  if (load.kind === 'ready') {
    const { view } = load;
    return {
      build: view.build,
      url: view.url,
      author: view.author,
      likes: view.likes,
      favourites: view.saved?.favourites ?? 0,
      basedOnCount: view.saved?.based_on_count ?? 0,
      saves: view.saved ? (view.saved.revisions ?? 1) : 0,
      view,
      trainer: load.trainer,
    };
  }
  const { saved } = load;
  // The saved answer's data carries the record's title, guide, listing and likes already.
  return {
    build: saved.data,
    url: saved.url,
    author: saved.username,
    likes: saved.likes,
    favourites: saved.favourites ?? 0,
    basedOnCount: saved.based_on_count ?? 0,
    saves: saved.revisions ?? 1,
    view: null,
    trainer: load.trainer,
  };
}

/** The known build with its Like button's state. */
function LoadedViewer({
  shown,
  likeCalls,
  fetchRevisions,
  onMigrated,
}: {
  shown: ShownBuild;
  likeCalls?: LikeCalls;
  fetchRevisions?: ViewerLoaders['fetchRevisions'];
  /** After the author's migration: the page reads the build again. */
  onMigrated: () => void;
}) {
  const navigate = useNavigate();
  const like = useLike(shown.url ?? '', shown.likes, likeCalls);
  const { url } = shown;
  const user = useCurrentUser();
  const isAuthor = user !== null && user.username === shown.author;
  const refreshHistory = useRefreshBuildRevisions();
  const migrated = useCallback(() => {
    if (url !== null) refreshHistory(url);
    onMigrated();
  }, [url, refreshHistory, onMigrated]);
  const migration = useViewerMigration(url ?? '', migrated);
  return (
    <>
      <BuildViewerView
        updates={Math.max(0, shown.saves - 1)}
        migration={isAuthor && url !== null ? migration : undefined}
        build={shown.build}
        view={shown.view}
        trainer={shown.trainer}
        author={shown.author}
        basedOnCount={shown.basedOnCount}
        link={url === null ? null : `/build-viewer/${url}`}
        like={{ likes: like.likes, liked: like.liked, busy: like.busy, onToggle: like.toggle }}
        favourites={shown.favourites}
        onOpenInPlanner={() => {
          // Before its game data the saved build (checked by the API's schema) is handed over:
          // the planner checks what it is handed anyway.
          const origin = originOf(shown.build, url, shown.author);
          if (handOverAsNewBuild(shown.build, origin)) void navigate('/skill-trees');
          else notify({ kind: 'error', title: VIEWER_TEXTS.openFailed });
        }}
      />
      {/* A hand-over has no saved record, so no history. */}
      {url === null ? null : (
        <NearViewerHistory url={url} isAuthor={isAuthor} fetchRevisions={fetchRevisions} />
      )}
      {/* Comments are open on Public builds only, at the very foot of the page. */}
      {url !== null && shown.build.buildSharing === 'Public' ? <NearComments url={url} /> : null}
      <AlreadyLikedDialog message={like.alreadyLiked} onClose={like.closeAlreadyLiked} />
    </>
  );
}

/**
 * With an id, the saved build and the build as the server opens it, the very paths
 * useViewerBuild reads; none for a hand-over.
 */
export const dataKeys: PageDataKeys = ({ buildId }) =>
  buildId ? [savedBuildPath(buildId), openedSavedBuildPath(buildId)] : [];

/**
 * /build-viewer/:buildId (spec §2 Build viewer): a saved build, read-only, checked by the
 * engine against its game data. Without an id it shows the build another page handed over.
 */
export default function BuildViewerPage({ loaders, likeCalls }: BuildViewerPageProps) {
  const { buildId } = useParams();
  // Counts the author's migrations: each has the build read again.
  const [reads, setReads] = useState(0);
  const readAgain = useCallback(() => {
    setReads((n) => n + 1);
  }, []);
  const load = useViewerBuild(buildId, loaders, reads);
  usePageMeta(
    load.kind === 'ready'
      ? load.view.build.buildTitle
      : load.kind === 'known'
        ? load.saved.data.buildTitle
        : 'Build Viewer',
    'A Dune: Awakening character build shared by a player: its skill trees, active slots, guide and leveling plan.',
  );

  if (load.kind === 'loading') {
    // The loaded build fills the screen: while it loads, hold that room so the footer does not
    // jump from under the spinner to below the build (a layout shift Lighthouse counts).
    return (
      <div className="min-h-[100dvh]">
        <Spinner label="Loading build…" />
      </div>
    );
  }
  if (load.kind === 'notFound') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-lg text-sand-100">{VIEWER_TEXTS.notFound}</p>
        <ButtonLink to="/community-builds" variant="secondary">
          Community Builds
        </ButtonLink>
      </div>
    );
  }
  if (load.kind === 'unreadable') return <RedirectUnreadable />;
  if (load.kind === 'failed') {
    return (
      <p role="alert" className="py-16 text-center text-lg text-red-200">
        {VIEWER_TEXTS.failed(load.reason)}
      </p>
    );
  }
  const shown = shownBuild(load);
  // Keyed by the build: the heading stays mounted from known to ready (no second paint of it).
  return (
    <LoadedViewer
      key={shown.url ?? ''}
      shown={shown}
      onMigrated={readAgain}
      {...(likeCalls ? { likeCalls } : {})}
      {...(loaders?.fetchRevisions ? { fetchRevisions: loaders.fetchRevisions } : {})}
    />
  );
}
