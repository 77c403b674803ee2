import { memo, useMemo } from 'react';
import type { BuildView } from '../builds/buildSelectors';
import { TreeFrame } from '../builds/trees/TreeFrame';
import { treeGraphData } from '../builds/trees/treeGraphWiring';
import { TreesView } from '../builds/trees/TreesView';
import { useSteppedTree } from '../builds/trees/useSteppedTree';
import type { SkillTree } from '../skills/gameData';
import { withoutRedSkills } from './quietNodeStates';

/**
 * One tree, read-only: the build's levels, tooltips, no allocation, and its red skills unless
 * the build says nothing of trainer access (`redShown` false).
 */
const ViewerTree = memo(function ViewerTree({
  view,
  tree,
  heading,
  redShown,
}: {
  view: BuildView;
  tree: SkillTree;
  heading?: React.ReactNode;
  redShown: boolean;
}) {
  const data = useMemo(() => {
    const given = treeGraphData(view, tree.id);
    return redShown ? given : { ...given, nodeStates: withoutRedSkills(given.nodeStates) };
  }, [view, tree.id, redShown]);
  return <TreeFrame tree={tree} heading={heading} graph={{ ...data, readOnly: true }} />;
});

/**
 * The shown class's trees, read-only, in the planner's shared trees view: side by side on wider
 * screens; on phones one at a time with arrows stepping through them (wrapping).
 */
export function ViewerTrees({
  view,
  trees,
  mobile,
  redShown = true,
}: {
  view: BuildView;
  trees: readonly SkillTree[];
  mobile: boolean;
  /** False: the build says nothing of trainer access, so no skill shows red. */
  redShown?: boolean;
}) {
  const stepped = useSteppedTree(trees.length);
  return (
    <TreesView
      trees={trees}
      mobile={mobile}
      shownIndex={stepped.shownIndex}
      onStepTree={stepped.onStepTree}
      renderTree={(tree, heading) => (
        <ViewerTree view={view} tree={tree} heading={heading} redShown={redShown} />
      )}
    />
  );
}
