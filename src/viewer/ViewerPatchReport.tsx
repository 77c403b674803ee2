import { gameVersionLabel, sameStructureAsCurrent } from '../api/gameDataChunk';
import type { BuildView } from '../builds/buildSelectors';
import { PatchReportView, VersionStatusBadge } from '../builds/patch/PatchReportView';
import { usePatchReport } from '../builds/patch/usePatchReport';

/**
 * For a build shown with an older game version's data: its status on the current version at
 * the top, and its patch report, read-only (migrating is the planner's).
 */
function OlderBuildReport({ view }: { view: BuildView }) {
  const shown = usePatchReport(view.build, view.index);
  if (!shown) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="viewer-patch">
      <p className="flex flex-wrap items-center gap-2 text-sm text-sand-200">
        Made with the {gameVersionLabel(view.index.data.version)} game data:
        <VersionStatusBadge status={shown.status} />
      </p>
      <PatchReportView report={shown.report} status={shown.status} />
    </div>
  );
}

/**
 * Nothing for a build shown with the current version's data, or with data of the same
 * structure (1.5 beside 1.5.3.6), which opens unchanged as the planner does.
 */
export function ViewerPatchReport({ view }: { view: BuildView }) {
  if (sameStructureAsCurrent(view.index.data.version)) return null;
  return <OlderBuildReport view={view} />;
}
