import type { Skill, SkillTree } from '../skills/gameData';
import type { SkillNodeState } from '../skills/skillStates';
import type { GraphControlLabel } from './controlIcons';
import type { SkillIntent } from './skillGestures';

/** A skill's node or a zoom button, as the static drawing and the graph both mark them. */
export type GraphTarget = { skillId: number } | { control: GraphControlLabel };

/**
 * The graph once it has drawn and fitted its nodes: what the static drawing it replaces hands
 * it, so that what the player began on the drawing ends on the graph.
 */
export interface LiveGraph {
  /** Does what a gesture on a skill meant, as if made on the graph's own node. */
  act(skillId: number, intent: SkillIntent): void;
  /** Says a skill's level, as the graph says a change it made itself. */
  announceLevel(skillId: number): void;
  takeFocus(target: GraphTarget): void;
  /** The mouse is over the skill (its tooltip follows, as on hover). */
  takeHover(skillId: number): void;
  zoom(control: GraphControlLabel): void;
}

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
  /**
   * Called once, when the nodes are where they will stay: fitted to the panel, or placed in a
   * panel of no size, where there is no fit to wait for.
   */
  onReady?: (graph: LiveGraph) => void;
}
