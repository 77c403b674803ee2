import { memo } from 'react';
import { useAfterFirstPaint } from '../../ui/AfterFirstPaint';
import { useIsMobileLayout } from '../../builds/layout/mobileLayout';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import { selectCurrentMatch } from '../store/selectors';
import { TreesView } from '../../builds/trees/TreesView';
import { TreePanel } from './TreePanel';
import type { PlannerState } from '../store/plannerTypes';
import { selectClassTrees } from '../../builds/buildSelectors';

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
      className="flex flex-col gap-2"
    >
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
