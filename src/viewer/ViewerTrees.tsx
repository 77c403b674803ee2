import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { selectTreeNodeStates, type BuildView } from '../builds/buildSelectors';
import { ChevronButton } from '../builds/panels/ChevronButton';
import type { Skill, SkillTree } from '../skills/gameData';
import { skillTooltipLines } from '../skills/skillStates';
import { Spinner } from '../ui/Spinner';

/** The graph (React Flow) as its own chunk, fetched when the first tree mounts. */
const LazySkillTreeGraph = lazy(async () => ({
  default: (await import('../graph')).SkillTreeGraph,
}));

const NO_SKILLS: readonly Skill[] = [];

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
  const skills = view.index.skillsByTreeId.get(tree.id) ?? NO_SKILLS;
  const nodeStates = selectTreeNodeStates(view, tree.id);
  const tooltipLines = useMemo(
    () => (skillId: number) => skillTooltipLines(view.build, view.index, skillId),
    [view],
  );
  return (
    <section
      aria-label={`${tree.name} tree`}
      data-testid="skill-tree"
      data-tree-name={tree.name}
      className="flex min-w-0 flex-col gap-2"
    >
      <div className="flex min-h-11 items-center justify-between gap-2 px-1">
        {heading ?? (
          <h3 className="font-display text-lg font-semibold tracking-wide text-spice-200">
            {tree.name}
          </h3>
        )}
      </div>
      <div className="h-[min(68vh,34rem)] md:h-[clamp(32rem,70vh,42rem)]">
        <Suspense fallback={<Spinner label="Drawing the tree…" />}>
          <LazySkillTreeGraph
            tree={tree}
            skills={skills}
            nodeStates={nodeStates}
            tooltipLines={tooltipLines}
            readOnly
          />
        </Suspense>
      </div>
    </section>
  );
});

/**
 * The shown class's trees, read-only: side by side on wider screens; on phones one at a time
 * with arrows stepping through them (wrapping).
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
  if (trees.length === 0) return null;
  if (!mobile) {
    return (
      <div className="grid gap-4 lg:grid-cols-3">
        {trees.map((tree) => (
          <ViewerTree key={tree.id} view={view} tree={tree} />
        ))}
      </div>
    );
  }
  const position = shown % trees.length;
  const tree = trees[position] ?? trees[0];
  if (!tree) return null;
  const step = (by: number) => {
    setShown((position + by + trees.length) % trees.length);
  };
  return (
    <ViewerTree
      key={tree.id}
      view={view}
      tree={tree}
      heading={
        <div className="flex w-full items-center justify-between gap-2">
          <ChevronButton
            direction="left"
            label="Previous tree"
            onClick={() => {
              step(-1);
            }}
          />
          <h3 className="font-display text-lg font-semibold tracking-wide text-spice-200">
            {tree.name}{' '}
            <span className="text-sm font-normal text-sand-300">
              ({position + 1} of {trees.length})
            </span>
          </h3>
          <ChevronButton
            direction="right"
            label="Next tree"
            onClick={() => {
              step(1);
            }}
          />
        </div>
      }
    />
  );
}
