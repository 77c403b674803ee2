import type { ReactNode } from 'react';
import type { BuildView } from '../../../src/builds/buildSelectors';
import { TreeFrame } from '../../../src/builds/trees/TreeFrame';
import { treeGraphData } from '../../../src/builds/trees/treeGraphWiring';
import type { SkillTree } from '../../../src/skills/gameData';
import {
  fullyAllocated,
  gameIndex,
  newBuild,
  partlyAllocated,
  treeNamed,
} from '../../graph/fixtures/realTrees';

/** The Trooper's three trees in display order (Gunnery, Suspensor Training, Tactical Tech). */
export const trooperTrees: readonly SkillTree[] = gameIndex.treesByClassId.get(1) ?? [];

/** Gunnery, the Trooper's first tree. */
export const gunnery = treeNamed('Gunnery');

/** A new build, nothing taken. */
export const emptyView: BuildView = { build: newBuild(), index: gameIndex };

/** Gunnery filled to the top and a few Suspensor Training skills taken. */
export const fullView: BuildView = {
  build: partlyAllocated(
    fullyAllocated(newBuild(), gunnery.id),
    treeNamed('Suspensor Training').id,
  ),
  index: gameIndex,
};

/** Draws a tree of `view` read-only through the pages' shared wiring, as the viewer does. */
export function readOnlyTree(view: BuildView) {
  return function renderTree(tree: SkillTree, heading?: ReactNode) {
    return (
      <TreeFrame
        tree={tree}
        heading={heading}
        graph={{ ...treeGraphData(view, tree.id), readOnly: true }}
      />
    );
  };
}

/** The names of the trees shown, in order. */
export function shownTrees(canvasElement: HTMLElement): (string | undefined)[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-testid="skill-tree"]')].map(
    (tree) => tree.dataset.treeName,
  );
}
