import { Suspense } from 'react';
import type { BuildView } from '../builds/buildSelectors';
import { Spinner } from '../ui/Spinner';
import { LazyViewerBody } from './lazyViewerBody';
import type { ViewerHeaderProps } from './ViewerHeader';
import { ViewerHeader } from './ViewerHeader';

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
  /** The phone layout: one tree at a time. */
  mobile: boolean;
}

/**
 * The read-only build (spec §2 Build viewer): heading, the class switcher and its trees, the
 * loadout, the guide, Build Modifiers and the numbered Leveling Plan, with the trainer warning
 * and the Leveling Build notice when they apply. The heading comes first, as soon as the build
 * is known, and stays in place when the rest arrives.
 */
export function BuildViewerView({ view, mobile, ...header }: BuildViewerViewProps) {
  return (
    <div className="flex flex-col gap-5" data-testid="build-viewer">
      <ViewerHeader {...header} />
      {view === null ? (
        <BodyLoading />
      ) : (
        <Suspense fallback={<BodyLoading />}>
          <LazyViewerBody view={view} mobile={mobile} />
        </Suspense>
      )}
    </div>
  );
}
