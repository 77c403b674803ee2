import type { SkillTreeGraphProps } from '../../graph';
import { nextLevelCost } from '../../skills/costs';
import type { Skill } from '../../skills/gameData';
import { skillTooltipLines } from '../../skills/skillStates';
import type { BuildView } from '../buildSelectors';
import { selectTreeNodeStates } from '../buildSelectors';

/**
 * How a page hands one tree of a build to the skill-tree graph, in one place for the planner,
 * the viewer, the stories and the bench: the tree's skills, the engine's node states and the
 * texts the graph asks for while a player points at a skill.
 */

/** The graph's data props for one tree. */
export type TreeGraphData = Pick<
  SkillTreeGraphProps,
  'skills' | 'nodeStates' | 'tooltipLines' | 'levelCost'
>;

/** The callbacks of the graph's data, which ask for texts only when the graph shows them. */
export type TreeGraphTexts = Pick<SkillTreeGraphProps, 'tooltipLines' | 'levelCost'>;

const NO_SKILLS: readonly Skill[] = [];

/** The tree's skills in display order: the index's own array, so the graph's layout stays put. */
export function treeSkills(view: BuildView, treeId: number): readonly Skill[] {
  return view.index.skillsByTreeId.get(treeId) ?? NO_SKILLS;
}

/**
 * The tooltip lines and level costs, read from `getView()` when the graph calls them: a store
 * passes its getter, so a change elsewhere in the build hands the graph no new callbacks.
 */
export function treeGraphTexts(getView: () => BuildView): TreeGraphTexts {
  return {
    tooltipLines: (skillId) => {
      const { build, index } = getView();
      return skillTooltipLines(build, index, skillId);
    },
    levelCost: (skillId, level) => nextLevelCost(getView().index, skillId, level),
  };
}

/** Everything the graph needs to draw one tree of a build that does not change under it. */
export function treeGraphData(view: BuildView, treeId: number): TreeGraphData {
  return {
    skills: treeSkills(view, treeId),
    nodeStates: selectTreeNodeStates(view, treeId),
    ...treeGraphTexts(() => view),
  };
}
