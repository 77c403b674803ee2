import { memo } from 'react';
import { useAfterFirstPaint } from '../../ui/AfterFirstPaint';
import { TRAINER_WARNING } from '../../skills/trainerAccess';
import { useIsMobileLayout } from '../../builds/layout/mobileLayout';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import { selectCurrentMatch } from '../store/selectors';
import { TreesView } from '../../builds/trees/TreesView';
import { TreePanel } from './TreePanel';
import type { PlannerState } from '../store/plannerTypes';
import { selectClassTrees, selectShowsTrainerWarning } from '../../builds/buildSelectors';

const selectMobileTree = (s: PlannerState) => s.ui.mobileTreeIndex;
const selectSearching = (s: PlannerState) => s.ui.searchQuery.trim() !== '';

/** Rings the search match Enter stepped to, on top of the graph's own match rings. */
function CurrentMatchStyle() {
  const match = usePlanner(selectCurrentMatch);
  const searching = usePlanner(selectSearching);
  if (!match || !searching) return null;
  const node = `[data-planner-trees] .sg-root[data-tree-id="${match.treeId}"] [data-skill-id="${match.skillId}"]`;
  return (
    <style>{`${node} .sg-ring--search{visibility:visible;stroke:var(--sg-spice-300);stroke-width:7;stroke-dasharray:none;animation:none}`}</style>
  );
}

function TrainerWarning() {
  const show = usePlanner(selectShowsTrainerWarning);
  if (!show) return null;
  return (
    <p
      role="status"
      data-testid="trainer-warning"
      className="flex items-start gap-2 rounded-xl border border-danger-400/60 bg-danger-950/60 px-4 py-2.5 text-sm font-semibold text-danger-200"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
      </svg>
      {TRAINER_WARNING}
    </p>
  );
}

/**
 * The selected class's trees: side by side on desktops; one at a time on phones, tablets and
 * Safari, with previous/next arrows that wrap around.
 */
function TreesAreaComponent() {
  const trees = usePlanner(selectClassTrees);
  const mobileIndex = usePlanner(selectMobileTree);
  const mobile = useIsMobileLayout();
  const { stepTree } = usePlannerActions();
  // The graphs of the planner's first screen mount after its first paint, so the page's text
  // shows sooner; a tree shown later (another class, the phone's arrows) draws at once.
  const firstScreen = !useAfterFirstPaint();

  return (
    <section
      aria-label="Skill trees"
      data-planner-trees=""
      data-layout={mobile ? 'mobile' : 'desktop'}
      className="flex flex-col gap-3"
    >
      <TrainerWarning />
      <CurrentMatchStyle />
      <TreesView
        trees={trees}
        mobile={mobile}
        shownIndex={mobileIndex}
        onStepTree={stepTree}
        renderTree={(tree, heading) => (
          <TreePanel tree={tree} heading={heading} drawAfterFirstPaint={firstScreen} />
        )}
      />
    </section>
  );
}

export const TreesArea = memo(TreesAreaComponent);
