import { memo, useMemo, useState } from 'react';
import type { BuildView } from '../builds/buildSelectors';
import { TreeFrame } from '../builds/trees/TreeFrame';
import { treeGraphData } from '../builds/trees/treeGraphWiring';
import { TreesView } from '../builds/trees/TreesView';
import type { SkillTree } from '../skills/gameData';

/** One tree, read-only: the build's levels and red skills, tooltips, no allocation. */
const ViewerTree = memo(function ViewerTree({
  view,
  tree,
  heading,
}: {
  view: BuildView;
  tree: SkillTree;
  heading?: React.ReactNode;
}) {
  const data = useMemo(() => treeGraphData(view, tree.id), [view, tree.id]);
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
}: {
  view: BuildView;
  trees: readonly SkillTree[];
  mobile: boolean;
}) {
  const [shown, setShown] = useState(0);
  const count = Math.max(trees.length, 1);
  return (
    <TreesView
      trees={trees}
      mobile={mobile}
      shownIndex={shown % count}
      onStepTree={(by) => {
        setShown((current) => (((current + by) % count) + count) % count);
      }}
      renderTree={(tree, heading) => <ViewerTree view={view} tree={tree} heading={heading} />}
    />
  );
}
