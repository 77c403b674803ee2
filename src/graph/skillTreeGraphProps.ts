import type { Skill, SkillTree } from '../skills/gameData';
import type { SkillNodeState } from '../skills/skillStates';

/** What SkillTreeGraph takes; apart from it so its hooks can name it without the component. */
export interface SkillTreeGraphProps {
  tree: SkillTree;
  /**
   * The tree's skills, in display order (the first gets the initial keyboard focus). Pass a
   * stable array (e.g. the game index's `skillsByTreeId`): a new array means a new layout.
   */
  skills: readonly Skill[];
  /** The engine's state of each skill (`treeNodeStates`), by skill id. */
  nodeStates: ReadonlyMap<number, SkillNodeState>;
  /** The engine's tooltip warnings of a skill (`skillTooltipLines`). */
  tooltipLines?: (skillId: number) => readonly string[];
  /** SP cost of a level of a skill, for data without per-level costs. */
  levelCost?: (skillId: number, level: number) => number | undefined;
  /** The build viewer: nothing changes; clicks and taps open the detail dialog. */
  readOnly?: boolean;
  /** Skills matching the planner's search; other skills fade. Null or absent: no search. */
  searchMatches?: ReadonlySet<number> | null;
  onIncrease?: (skillId: number) => void;
  onDecrease?: (skillId: number) => void;
  className?: string;
  /** Accessible name of the tree (default "<tree name> skill tree"). */
  ariaLabel?: string;
}
