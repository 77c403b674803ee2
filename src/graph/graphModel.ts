import type { Edge, Node } from '@xyflow/react';
import { Position } from '@xyflow/react';
import type { Skill, SkillLink } from '../skills/gameData';
import type { SkillNodeState, SkillNodeStatus } from '../skills/skillStates';
import { EDGE_CLASS, edgeActivity } from './edgeStyle';
import type { FlowPoint } from './layout/gridLayout';
import { nodeStateOf } from './nodeState';
import { NODE_ANCHOR, NODE_HEIGHT, NODE_WIDTH } from './layout/gridLayout';

/**
 * React Flow's nodes and edges for one tree. A node's data is only what its picture needs, and
 * nodes and edges keep their identity while that data is unchanged: one allocation then gives
 * React Flow new objects for just the nodes and edges that look different, and only those
 * re-render.
 */

type SkillNodeData = {
  skill: Skill;
  treeName: string;
  level: number;
  maxLevel: number;
  status: SkillNodeStatus;
  isRed: boolean;
  canIncrease: boolean;
  canDecrease: boolean;
  readOnly: boolean;
  /** 'match' / 'miss' while a search is active, null otherwise. */
  search: 'match' | 'miss' | null;
  /** The one node of the tree reached by Tab (roving tab stop). */
  tabStop: boolean;
};

export type SkillFlowNode = Node<SkillNodeData, 'skill'>;
export type SkillFlowEdge = Edge<Record<string, never>, 'straight'>;

export const SKILL_NODE_TYPE = 'skill';

/**
 * Edges join the centres of the shapes: both handles sit there (matching the anchors that
 * SkillNode draws), and edges are drawn under the nodes. Declaring the handles (and the size) up front lets React Flow draw a node and its
 * edges without measuring it first, which keeps large trees cheap to show.
 */
const HANDLES: NonNullable<Node['handles']> = [
  {
    type: 'source',
    position: Position.Top,
    x: NODE_ANCHOR.x - 0.5,
    y: NODE_ANCHOR.y - 0.5,
    width: 1,
    height: 1,
  },
  {
    type: 'target',
    position: Position.Bottom,
    x: NODE_ANCHOR.x - 0.5,
    y: NODE_ANCHOR.y - 0.5,
    width: 1,
    height: 1,
  },
];
const MEASURED = { width: NODE_WIDTH, height: NODE_HEIGHT };
/** React Flow marks every node "node"; our inner element has the real role and name. */
const DOM_ATTRIBUTES = { 'aria-roledescription': undefined };

export interface NodeModelInput {
  skills: readonly Skill[];
  positions: ReadonlyMap<number, FlowPoint>;
  nodeStates: ReadonlyMap<number, SkillNodeState>;
  treeName: string;
  readOnly: boolean;
  searchMatches: ReadonlySet<number> | null;
  tabStopId: number | null;
}

function sameData(a: SkillNodeData, b: SkillNodeData): boolean {
  return (
    a.skill === b.skill &&
    a.treeName === b.treeName &&
    a.level === b.level &&
    a.maxLevel === b.maxLevel &&
    a.status === b.status &&
    a.isRed === b.isRed &&
    a.canIncrease === b.canIncrease &&
    a.canDecrease === b.canDecrease &&
    a.readOnly === b.readOnly &&
    a.search === b.search &&
    a.tabStop === b.tabStop
  );
}

/** Builds nodes and edges, reusing the previous objects wherever nothing visible changed. */
export class FlowModelCache {
  private nodes = new Map<number, SkillFlowNode>();
  private edges = new Map<string, SkillFlowEdge>();

  buildNodes(input: NodeModelInput): SkillFlowNode[] {
    const { skills, positions, nodeStates, treeName, readOnly, searchMatches, tabStopId } = input;
    const next = new Map<number, SkillFlowNode>();
    const result: SkillFlowNode[] = [];
    for (const skill of skills) {
      const position = positions.get(skill.id);
      if (!position) continue;
      const state = nodeStateOf(nodeStates, skill);
      const data: SkillNodeData = {
        skill,
        treeName,
        level: state.level,
        maxLevel: state.maxLevel,
        status: state.state,
        isRed: state.isRed,
        canIncrease: state.canIncrease,
        canDecrease: state.canDecrease,
        readOnly,
        search: searchMatches ? (searchMatches.has(skill.id) ? 'match' : 'miss') : null,
        tabStop: skill.id === tabStopId,
      };
      const previous = this.nodes.get(skill.id);
      const node: SkillFlowNode =
        previous &&
        previous.position.x === position.x &&
        previous.position.y === position.y &&
        sameData(previous.data, data)
          ? previous
          : {
              id: String(skill.id),
              type: SKILL_NODE_TYPE,
              position,
              data,
              width: NODE_WIDTH,
              height: NODE_HEIGHT,
              measured: MEASURED,
              handles: HANDLES,
              draggable: false,
              connectable: false,
              selectable: false,
              focusable: false,
              deletable: false,
              domAttributes: DOM_ATTRIBUTES,
            };
      next.set(skill.id, node);
      result.push(node);
    }
    this.nodes = next;
    return result;
  }

  buildEdges(
    links: readonly SkillLink[],
    positions: ReadonlyMap<number, FlowPoint>,
    nodeStates: ReadonlyMap<number, SkillNodeState>,
  ): SkillFlowEdge[] {
    const next = new Map<string, SkillFlowEdge>();
    const result: SkillFlowEdge[] = [];
    for (const [a, b] of links) {
      const pa = positions.get(a);
      const pb = positions.get(b);
      if (!pa || !pb || a === b) continue;
      // The lower skill is the source so that every edge runs up the tree.
      const [source, target] = pa.y >= pb.y ? [a, b] : [b, a];
      const id = `${source}-${target}`;
      const className = EDGE_CLASS[edgeActivity(nodeStates.get(a), nodeStates.get(b))];
      const previous = this.edges.get(id);
      const edge: SkillFlowEdge =
        previous?.className === className
          ? previous
          : {
              id,
              source: String(source),
              target: String(target),
              type: 'straight',
              className,
              focusable: false,
              selectable: false,
              deletable: false,
              interactionWidth: 0,
            };
      next.set(id, edge);
      result.push(edge);
    }
    this.edges = next;
    return result;
  }
}
