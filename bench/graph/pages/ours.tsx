import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SkillTreeGraph } from '../../../src/graph';
import { treeGraphData } from '../../../src/builds/trees/treeGraphWiring';
import { allocateSkill, deallocateSkill } from '../../../src/skills/allocation';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import { setAllAdvancedTrainerAccess } from '../../../src/skills/trainerAccess';
import type { SkillTree } from '../../../src/skills/gameData';
import { installBench } from './benchApi';
import { CLICK_TREE_ID, gameIndex, largeTree, scenario } from './benchData';

/** Our graph with the real engine behind it, wired as the planner wires it. */
function PlannerGraph() {
  const tree = gameIndex.treesById.get(CLICK_TREE_ID) as SkillTree;
  const [build, setBuild] = useState(() => setAllAdvancedTrainerAccess(emptyBuild(), true));
  const data = useMemo(() => treeGraphData({ build, index: gameIndex }, CLICK_TREE_ID), [build]);
  return (
    <SkillTreeGraph
      tree={tree}
      {...data}
      onIncrease={(id) => {
        setBuild((current) => allocateSkill(current, gameIndex, id));
      }}
      onDecrease={(id) => {
        setBuild((current) => deallocateSkill(current, gameIndex, id));
      }}
    />
  );
}

function LargeGraph() {
  const { tree, skills, nodeStates } = largeTree();
  return <SkillTreeGraph tree={tree} skills={skills} nodeStates={nodeStates} />;
}

installBench({
  clickSelector: (id) => `[data-skill-id="${id}"] .sg-node__shape`,
  levelOf: (id) =>
    Number(document.querySelector<HTMLElement>(`[data-skill-id="${id}"]`)?.dataset.level ?? NaN),
});

const root = document.getElementById('root');
if (!root) throw new Error('No #root');
createRoot(root).render(
  <StrictMode>{scenario() === 'pan' ? <LargeGraph /> : <PlannerGraph />}</StrictMode>,
);
