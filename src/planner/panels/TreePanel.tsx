import type { ReactNode } from 'react';
import { memo, useCallback, useMemo } from 'react';
import { TreeFrame } from '../../builds/trees/TreeFrame';
import { treeGraphTexts, treeSkills } from '../../builds/trees/treeGraphWiring';
import { skillPointsForLevel } from '../../skills/costs';
import type { SkillTree } from '../../skills/gameData';
import { usePlanner, usePlannerActions, usePlannerStoreApi } from '../store/PlannerStoreProvider';
import { selectSearchMatchSet } from '../store/selectors';
import type { PlannerState } from '../store/plannerTypes';
import { selectTreeNodeStates } from '../../builds/buildSelectors';

/**
 * One skill tree of the selected class, wired to the store: the graph gets the engine's node
 * states for this tree only (the same map while nothing in the tree changed) and stable
 * callbacks that read the latest build when called, so clicks elsewhere do not re-render it.
 */
function TreePanelComponent({
  tree,
  heading,
  drawAfterFirstPaint = false,
}: {
  tree: SkillTree;
  /** Mount the graph one step after the screen's first paint (the planner's first screen). */
  drawAfterFirstPaint?: boolean;
  /** Replaces the tree's name as the heading (the phone layout's switcher). */
  heading?: ReactNode;
}) {
  const store = usePlannerStoreApi();
  const skills = usePlanner(useCallback((s: PlannerState) => treeSkills(s, tree.id), [tree.id]));
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
  const texts = useMemo(() => treeGraphTexts(store.getState), [store]);

  return (
    <TreeFrame
      tree={tree}
      heading={heading}
      spentPoints={treeSpent}
      drawAfterFirstPaint={drawAfterFirstPaint}
      graph={{
        skills,
        nodeStates,
        searchMatches,
        onIncrease: allocateSkill,
        onDecrease: deallocateSkill,
        ...texts,
      }}
    />
  );
}

export const TreePanel = memo(TreePanelComponent);
