import { memo, Suspense, useCallback, useMemo } from 'react';
import type { SkillTreeGraphProps } from '../../graph';
import {
  canAllocateSkill,
  canDeallocateSkill,
  cannotAllocateMessage,
  cannotDeallocateMessage,
} from '../../skills/allocation';
import { nextLevelCost, skillPointsForLevel } from '../../skills/costs';
import type { Skill, SkillTree } from '../../skills/gameData';
import { skillTooltipLines } from '../../skills/skillStates';
import { usePlanner, usePlannerActions, usePlannerStoreApi } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerStore';
import { selectSearchMatchSet, selectTreeNodeStates } from '../store/selectors';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { LazySkillTreeGraph } from './lazyGraph';

const NO_SKILLS: readonly Skill[] = [];

/** The tree's frame while the graph's code arrives. */
function TreeLoading() {
  return (
    <div
      role="status"
      className="grid h-full place-items-center rounded-2xl border border-sand-700 bg-[#140e0a] text-sm text-sand-300 italic"
    >
      Drawing the tree…
    </div>
  );
}

/**
 * One skill tree of the selected class, wired to the store: the graph gets the engine's node
 * states for this tree only (the same map while nothing in the tree changed) and stable
 * callbacks that read the latest build when called, so clicks elsewhere do not re-render it.
 */
function TreePanelComponent({
  tree,
  heading,
  className = '',
  drawAfterFirstPaint = false,
}: {
  tree: SkillTree;
  /** Mount the graph one step after the screen's first paint (the planner's first screen). */
  drawAfterFirstPaint?: boolean;
  /** Replaces the tree's name as the heading (the phone layout's switcher). */
  heading?: React.ReactNode;
  className?: string;
}) {
  const store = usePlannerStoreApi();
  const skills = usePlanner(
    useCallback((s: PlannerState) => s.index.skillsByTreeId.get(tree.id) ?? NO_SKILLS, [tree.id]),
  );
  const nodeStates = usePlanner(
    useCallback((s: PlannerState) => selectTreeNodeStates(s, tree.id), [tree.id]),
  );
  const searchMatches = usePlanner(selectSearchMatchSet);
  const treeSpent = usePlanner(
    useCallback(
      (s: PlannerState) => {
        let total = 0;
        for (const state of selectTreeNodeStates(s, tree.id).values()) {
          if (state.level > 0) total += skillPointsForLevel(s.index, state.skillId, state.level);
        }
        return total;
      },
      [tree.id],
    ),
  );
  const { allocateSkill, deallocateSkill } = usePlannerActions();

  const texts = useMemo<
    Pick<
      SkillTreeGraphProps,
      'tooltipLines' | 'increaseRefusalText' | 'decreaseRefusalText' | 'levelCost'
    >
  >(
    () => ({
      tooltipLines: (skillId) => {
        const { build, index } = store.getState();
        return skillTooltipLines(build, index, skillId);
      },
      increaseRefusalText: (skillId) => {
        const { build, index } = store.getState();
        const check = canAllocateSkill(build, index, skillId);
        return check.ok ? null : cannotAllocateMessage(check);
      },
      decreaseRefusalText: (skillId) => {
        const { build, index } = store.getState();
        const check = canDeallocateSkill(build, index, skillId);
        return check.ok ? null : cannotDeallocateMessage(check);
      },
      levelCost: (skillId, level) => nextLevelCost(store.getState().index, skillId, level),
    }),
    [store],
  );

  return (
    <section
      aria-label={`${tree.name} tree`}
      data-testid="skill-tree"
      data-tree-name={tree.name}
      className={`flex min-w-0 flex-col gap-2 ${className}`}
    >
      <div className="flex min-h-11 items-center justify-between gap-2 px-1">
        {heading ?? (
          <h3 className="font-display text-lg font-semibold tracking-wide text-spice-200">
            {tree.name}
          </h3>
        )}
        <span
          className="shrink-0 rounded-full border border-sand-600 px-2.5 py-0.5 text-xs font-semibold text-sand-200 tabular-nums"
          data-testid="tree-sp"
        >
          {treeSpent} SP
        </span>
      </div>
      <div className="h-[min(68vh,34rem)] md:h-[clamp(32rem,76vh,46rem)]">
        <AfterFirstPaint fallback={<TreeLoading />} immediately={!drawAfterFirstPaint}>
          <Suspense fallback={<TreeLoading />}>
            <LazySkillTreeGraph
              tree={tree}
              skills={skills}
              nodeStates={nodeStates}
              searchMatches={searchMatches}
              onIncrease={allocateSkill}
              onDecrease={deallocateSkill}
              {...texts}
            />
          </Suspense>
        </AfterFirstPaint>
      </div>
    </section>
  );
}

export const TreePanel = memo(TreePanelComponent);
