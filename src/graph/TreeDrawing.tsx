import './drawing.css';
import './graph.css';
import type { ReactNode } from 'react';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Skill, SkillTree } from '../skills/gameData';
import type { SkillNodeState } from '../skills/skillStates';
import { EDGE_CLASS, edgeActivity } from './edgeStyle';
import type { FlowPoint } from './layout/gridLayout';
import { NODE_ANCHOR, NODE_HEIGHT, NODE_WIDTH } from './layout/gridLayout';
import { gridPositions, planTreeLayout } from './layout/treeLayout';
import { serverDrawingHtml, useKeptDrawingFit, viewportTransform } from './keptDrawing';
import { nodeStateOf } from './nodeState';
import { SkillNodeView } from './nodes/SkillNodeView';
import { skillAccessibleName } from './skillText';
import { COMPACT_ZOOM, fitTreeViewport, treeBounds } from './viewport';
import { ZoomButtons } from './ZoomButtons';

/**
 * A skill tree drawn once, without React Flow: the same nodes, links, controls and fit as the
 * interactive graph, in the same DOM classes so graph.css draws them identically, for the first
 * screen of a page. Mounting React Flow costs a long main-thread task (its store, a wrapper and
 * observers per node, pan and zoom); this costs a plain render, so the tree is visible at once
 * and the page answers while the graph waits for the player to reach for it (see
 * src/builds/trees/DrawnThenLiveTree.tsx, which swaps them). It loads none of React Flow,
 * neither its code nor its stylesheet (drawing.css lays out those classes as base.css does),
 * so the first screen downloads neither.
 *
 * Its nodes carry the graph's roles, names and data attributes, so a player, a screen reader
 * and a test find the same skill in both; it reports nothing itself.
 */
export interface TreeDrawingProps {
  tree: SkillTree;
  /** The tree's skills in display order (the first is the tree's tab stop). */
  skills: readonly Skill[];
  nodeStates: ReadonlyMap<number, SkillNodeState>;
  readOnly?: boolean;
  searchMatches?: ReadonlySet<number> | null;
  /** Accessible name of the tree (default "<tree name> skill tree"). */
  ariaLabel?: string;
  /**
   * Hydrating, keep the server's drawing as it is rather than claim its every node: for a
   * read-only tree whose props stay those of the first render (a class page's).
   */
  keepServerHtml?: boolean;
  /**
   * A mark per skill drawn on its node and said in its name (the compare page's overlay of two
   * builds): a letter, so the mark does not rely on colour.
   */
  marks?: ReadonlyMap<number, NodeMark>;
  /** False for a drawing no live graph takes over: its zoom buttons would do nothing. */
  controls?: boolean;
}

/** A letter on a node's corner and what it means, read after the skill's name. */
export interface NodeMark {
  letter: string;
  label: string;
}

const UNFITTED = { x: 0, y: 0, zoom: 1 };

/** Whether a tree can be drawn without React Flow: every skill has its grid cell. */
export function canDrawTree(skills: readonly Skill[]): boolean {
  return planTreeLayout(skills) === 'grid';
}

/** The panel's size in pixels, measured before the first paint and whenever it changes. */
function usePanelSize(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      setSize((old) => (old?.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return size;
}

/** The links, in one SVG under the nodes, from the centre of one shape to the other's. */
function DrawnLinks({
  tree,
  positions,
  nodeStates,
}: {
  tree: SkillTree;
  positions: ReadonlyMap<number, FlowPoint>;
  nodeStates: ReadonlyMap<number, SkillNodeState>;
}) {
  const lines: ReactNode[] = [];
  for (const [a, b] of tree.links) {
    const pa = positions.get(a);
    const pb = positions.get(b);
    if (!pa || !pb || a === b) continue;
    // The lower skill first, as the graph draws its edges up the tree, from the top of the
    // source's 1 px handle to the bottom of the target's (graphModel.ts's HANDLES).
    const [from, to] = pa.y >= pb.y ? [pa, pb] : [pb, pa];
    lines.push(
      <g
        key={`${a}-${b}`}
        className={`react-flow__edge ${EDGE_CLASS[edgeActivity(nodeStates.get(a), nodeStates.get(b))]}`}
      >
        <path
          className="react-flow__edge-path"
          fill="none"
          d={`M ${from.x + NODE_ANCHOR.x},${from.y + NODE_ANCHOR.y - 0.5}L ${to.x + NODE_ANCHOR.x},${to.y + NODE_ANCHOR.y + 0.5}`}
        />
      </g>,
    );
  }
  return (
    <div className="react-flow__edges">
      <svg style={{ zIndex: 0 }} aria-hidden="true">
        {lines}
      </svg>
    </div>
  );
}

/** The zoom buttons as the graph shows them; pressing one wakes the graph, which then acts. */
function DrawnControls() {
  return (
    <div className="react-flow__panel sg-controls bottom left">
      <ZoomButtons />
    </div>
  );
}

/** What the panel holds: the links and nodes at the fitted viewport, and the zoom buttons. */
function DrawnTree({
  tree,
  skills,
  nodeStates,
  positions,
  viewport,
  compact,
  readOnly,
  searchMatches,
  marks,
  controls,
}: {
  tree: SkillTree;
  skills: readonly Skill[];
  nodeStates: ReadonlyMap<number, SkillNodeState>;
  positions: ReadonlyMap<number, FlowPoint>;
  viewport: { x: number; y: number; zoom: number };
  compact: boolean;
  readOnly: boolean;
  searchMatches: ReadonlySet<number> | null;
  marks: ReadonlyMap<number, NodeMark> | undefined;
  controls: boolean;
}) {
  const tabStopId = skills.find((skill) => positions.has(skill.id))?.id ?? null;
  return (
    <>
      <div className="react-flow__renderer react-flow__container">
        <div className="react-flow__pane draggable react-flow__container">
          <div
            className="react-flow__viewport xyflow__viewport react-flow__container"
            style={{ transform: viewportTransform(viewport) }}
          >
            <DrawnLinks tree={tree} positions={positions} nodeStates={nodeStates} />
            <div className="react-flow__nodes react-flow__container">
              {skills.map((skill) => {
                const at = positions.get(skill.id);
                if (!at) return null;
                const state = nodeStateOf(nodeStates, skill);
                const mark = marks?.get(skill.id);
                const search = searchMatches
                  ? searchMatches.has(skill.id)
                    ? 'match'
                    : 'miss'
                  : null;
                return (
                  <div
                    key={skill.id}
                    className="react-flow__node react-flow__node-skill"
                    style={{
                      transform: `translate(${at.x}px, ${at.y}px)`,
                      width: NODE_WIDTH,
                      height: NODE_HEIGHT,
                      pointerEvents: 'none',
                    }}
                  >
                    <div
                      className={readOnly ? 'sg-node sg-node--static nokey' : 'sg-node nokey'}
                      role="button"
                      tabIndex={skill.id === tabStopId ? 0 : -1}
                      aria-label={`${skillAccessibleName(tree.name, skill, {
                        level: state.level,
                        maxLevel: state.maxLevel,
                        status: state.state,
                        isRed: state.isRed,
                        readOnly,
                        searchMatch: search === 'match',
                      })}${mark ? `, ${mark.label}` : ''}`}
                      data-skill-id={skill.id}
                      data-level={state.level}
                      data-state={state.state}
                    >
                      <SkillNodeView
                        skill={skill}
                        level={state.level}
                        maxLevel={state.maxLevel}
                        status={state.state}
                        isRed={state.isRed}
                        readOnly={readOnly}
                        search={search}
                        compact={compact}
                        focusable={skill.id === tabStopId}
                      />
                      {mark && (
                        <span className="sg-node__mark" data-mark={mark.letter} aria-hidden="true">
                          {mark.letter}
                        </span>
                      )}
                    </div>
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      </div>
      {controls ? <DrawnControls /> : null}
    </>
  );
}

function TreeDrawingComponent({
  tree,
  skills,
  nodeStates,
  readOnly = false,
  searchMatches = null,
  ariaLabel,
  keepServerHtml = false,
  marks,
  controls = true,
}: TreeDrawingProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Read once, in the first render: the server's markup of this drawing, if it is hydrating.
  const [serverHtml] = useState(() => (keepServerHtml ? serverDrawingHtml(tree.id) : null));
  const size = usePanelSize(panelRef);
  const positions = useMemo(() => gridPositions(skills), [skills]);
  const bounds = useMemo(() => treeBounds(positions), [positions]);
  // Measured before the first paint in a browser; a panel without a size (no layout at all)
  // shows the tree unscaled, as the graph does there.
  const viewport =
    size && bounds && size.width > 0 && size.height > 0
      ? fitTreeViewport(bounds, size.width, size.height)
      : UNFITTED;
  const compact = viewport.zoom < COMPACT_ZOOM;
  // The server drew the tree unfitted, hence never compact; a compact fit is drawn by React.
  const kept = serverHtml !== null && !compact;
  useKeptDrawingFit(panelRef, kept ? viewport : null);

  return (
    <div className={`sg-root${compact ? ' sg-root--compact' : ''}`} data-tree-id={tree.id}>
      <div
        ref={panelRef}
        className="react-flow sg-flow dark"
        role="application"
        aria-label={ariaLabel ?? `${tree.name} skill tree`}
        data-tree-drawing=""
        data-fitted={viewport === UNFITTED ? undefined : ''}
        style={{
          width: '100%',
          height: '100%',
          overflow: 'hidden',
          position: 'relative',
          zIndex: 0,
        }}
        // React leaves this markup as it is: the links, nodes and buttons the server drew.
        dangerouslySetInnerHTML={kept ? { __html: serverHtml } : undefined}
      >
        {kept ? undefined : (
          <DrawnTree
            tree={tree}
            skills={skills}
            nodeStates={nodeStates}
            positions={positions}
            viewport={viewport}
            compact={compact}
            readOnly={readOnly}
            searchMatches={searchMatches}
            marks={marks}
            controls={controls}
          />
        )}
      </div>
    </div>
  );
}

/** See TreeDrawingProps. */
export const TreeDrawing = memo(TreeDrawingComponent);
