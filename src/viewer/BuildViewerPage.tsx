import { useNavigate, useParams } from 'react-router-dom';
import { useIsMobileLayout } from '../builds/layout/mobileLayout';
import { ButtonLink } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { notify } from '../ui/toast';
import { usePageMeta } from '../ui/usePageMeta';
import { BuildViewerView } from './BuildViewerView';
import { AlreadyLikedDialog } from './LikeButton';
import { handOverAsNewBuild, originOf } from './openInPlanner';
import type { LikeCalls } from './useLike';
import { useLike } from './useLike';
import { useViewerBuild } from './useViewerBuild';
import type { ViewerBuild, ViewerLoaders } from './viewerBuild';

/** The viewer's texts for a build that cannot be shown (spec §2 Build viewer). */
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

/** The loaded build with its Like button's state. */
function LoadedViewer({ loaded, likeCalls }: { loaded: ViewerBuild; likeCalls?: LikeCalls }) {
  const navigate = useNavigate();
  const mobile = useIsMobileLayout();
  const like = useLike(loaded.url ?? '', loaded.likes, likeCalls);
  const { url } = loaded;
  return (
    <>
      <BuildViewerView
        view={loaded}
        mobile={mobile}
        author={loaded.author}
        link={url === null ? null : `${window.location.origin}/build-viewer/${url}`}
        like={
          url === null
            ? null
            : { likes: like.likes, liked: like.liked, busy: like.busy, onToggle: like.toggle }
        }
        onOpenInPlanner={() => {
          const origin = originOf(loaded.build, url, loaded.author);
          if (handOverAsNewBuild(loaded.build, origin)) void navigate('/skill-trees');
          else notify({ kind: 'error', title: VIEWER_TEXTS.openFailed });
        }}
      />
      <AlreadyLikedDialog message={like.alreadyLiked} onClose={like.closeAlreadyLiked} />
    </>
  );
}

/**
 * /build-viewer/:buildId (spec §2 Build viewer): a saved build, read-only, checked by the
 * engine against its game data. Without an id it shows the build another page handed over.
 */
export default function BuildViewerPage({ loaders, likeCalls }: BuildViewerPageProps) {
  const { buildId } = useParams();
  const load = useViewerBuild(buildId, loaders);
  usePageMeta(
    load.kind === 'ready' ? load.view.build.buildTitle : 'Build Viewer',
    'A Dune: Awakening character build shared by a player: its skill trees, active slots, guide and leveling plan.',
  );

  if (load.kind === 'loading') {
    // The loaded build fills the screen: while it loads, hold that room so the footer does not
    // jump from under the spinner to below the build (Lighthouse measured a 0.3-0.4 shift).
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
  if (load.kind === 'failed') {
    return (
      <p role="alert" className="py-16 text-center text-lg text-red-200">
        {VIEWER_TEXTS.failed(load.reason)}
      </p>
    );
  }
  return (
    <LoadedViewer
      key={load.view.url ?? ''}
      loaded={load.view}
      {...(likeCalls ? { likeCalls } : {})}
    />
  );
}
