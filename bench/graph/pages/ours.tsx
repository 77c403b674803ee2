import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SkillTreeGraph } from '../../../src/graph';
import {
  allocateSkill,
  canAllocateSkill,
  cannotAllocateMessage,
  deallocateSkill,
} from '../../../src/skills/allocation';
import { emptyBuild } from '../../../src/skills/buildSchema';
import { setAllAdvancedTrainerAccess } from '../../../src/skills/trainerAccess';
import { skillTooltipLines, treeNodeStates } from '../../../src/skills/skillStates';
import type { SkillTree } from '../../../src/skills/gameData';
import { installBench } from './benchApi';
import { CLICK_TREE_ID, gameIndex, largeTree, scenario } from './benchData';

/** Our graph with the real engine behind it, as the planner will use it. */
function PlannerGraph() {
  const tree = gameIndex.treesById.get(CLICK_TREE_ID) as SkillTree;
  const skills = gameIndex.skillsByTreeId.get(CLICK_TREE_ID) ?? [];
  const [build, setBuild] = useState(() => setAllAdvancedTrainerAccess(emptyBuild(), true));
  const nodeStates = useMemo(
    () => new Map(treeNodeStates(build, gameIndex, CLICK_TREE_ID).map((s) => [s.skillId, s])),
    [build],
  );
  return (
    <SkillTreeGraph
      tree={tree}
      skills={skills}
      nodeStates={nodeStates}
      tooltipLines={(id) => skillTooltipLines(build, gameIndex, id)}
      increaseRefusalText={(id) => {
        const check = canAllocateSkill(build, gameIndex, id);
        return check.ok ? null : cannotAllocateMessage(check);
      }}
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
