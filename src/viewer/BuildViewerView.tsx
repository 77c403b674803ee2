import { Suspense } from 'react';
import type { BuildView } from '../builds/buildSelectors';
import { useIsMobileLayout } from '../builds/layout/mobileLayout';
import { Spinner } from '../ui/Spinner';
import type { SharedTrainerStatement } from '../skills/trainerNotices';
import { LazyViewerBody } from './lazyViewerBody';
import { TrainerNotice } from './TrainerNotice';
import type { ViewerHeaderProps } from './ViewerHeader';
import { ViewerHeader } from './ViewerHeader';
import type { ViewerMigration } from './viewerMigration';

/**
 * The build fills the screen below its heading: hold that room while its game data and code
 * load, so nothing below shifts when they come.
 */
function BodyLoading() {
  return (
    <div className="min-h-[100dvh]">
      <Spinner label="Loading build…" />
    </div>
  );
}

/** What the viewer page shows once its build is known. */
export interface BuildViewerViewProps extends ViewerHeaderProps {
  /**
   * The build checked against its game data, or null while that data loads: the heading (from
   * `build`, the same texts) shows meanwhile, above the spinner.
   */
  view: BuildView | null;
  /**
   * The build's trainer statement when known before its game data (the server opened the build),
   * shown under the heading at once; otherwise the body tells it once it comes.
   */
  trainer?: SharedTrainerStatement | null;
  /** The phone layout: one tree at a time. Default: the browser's (the spec's mobile rule). */
  mobile?: boolean;
  /** The author's migration of a build made with older game data; absent for anyone else. */
  migration?: ViewerMigration | undefined;
}

/**
 * The body in its layout. The layout is read here, below the heading: the heading is the part of
 * the page the server renders, which cannot know the browser's layout, and a value read during
 * the takeover of its HTML that differs from the server's makes React render again at once.
 */
function BodyInLayout({
  view,
  mobile,
  trainerShown,
  migration,
}: {
  view: BuildView;
  mobile: boolean | undefined;
  trainerShown: boolean;
  migration: ViewerMigration | undefined;
}) {
  const detected = useIsMobileLayout();
  return (
    <LazyViewerBody
      view={view}
      mobile={mobile ?? detected}
      trainerShown={trainerShown}
      migration={migration}
    />
  );
}

/**
 * The read-only build (spec §2 Build viewer): heading, the class switcher and its trees, the
 * loadout, the guide, Build Modifiers and the numbered Leveling Plan, with the trainer warning
 * and the Leveling Build notice when they apply. The heading comes first, as soon as the build
 * is known (with the trainer statement when the server opened the build), and stays in place
 * when the rest arrives.
 */
export function BuildViewerView({
  view,
  trainer = null,
  mobile,
  migration,
  ...header
}: BuildViewerViewProps) {
  return (
    <div className="flex flex-col gap-5" data-testid="build-viewer">
      <ViewerHeader {...header} />
      {trainer === null ? null : <TrainerNotice {...trainer} />}
      {view === null ? (
        <BodyLoading />
      ) : (
        <Suspense fallback={<BodyLoading />}>
          <BodyInLayout
            view={view}
            mobile={mobile}
            trainerShown={trainer !== null}
            migration={migration}
          />
        </Suspense>
      )}
    </div>
  );
}
