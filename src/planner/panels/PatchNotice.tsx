import { PatchReportView } from '../../builds/patch/PatchReportView';
import { usePatchReport } from '../../builds/patch/usePatchReport';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';

const selectBuild = (s: PlannerState) => s.build;
const selectIndex = (s: PlannerState) => s.index;

/**
 * The patch report of a build shown with an older game version's data, and "Migrate to
 * 1.5.3.6": the smallest change that makes it hold on the current data, then what it did.
 */
export function PatchNotice() {
  const build = usePlanner(selectBuild);
  const index = usePlanner(selectIndex);
  const { switchGameData } = usePlannerActions();
  const shown = usePatchReport(build, index);
  if (!shown) {
    return <p className="text-sand-300">Reading what changed since this build was made…</p>;
  }
  return (
    <PatchReportView report={shown.report} status={shown.status}>
      <button
        type="button"
        className="self-start rounded-lg border border-current px-3 py-2 font-semibold hover:bg-black/20"
        onClick={() => {
          switchGameData(shown.current);
        }}
      >
        Migrate to {shown.current.data.version}
      </button>
    </PatchReportView>
  );
}
