import '@xyflow/react/dist/base.css';
import './graph.css';
import './liveGraph.css';
import type { NodeTypes } from '@xyflow/react';
import { ReactFlow, ReactFlowProvider, useStore, useStoreApi } from '@xyflow/react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FIT_VIEW_OPTIONS, FitToPanel, GraphControls, useZoomActions } from './GraphControls';
import { FlowModelCache, SKILL_NODE_TYPE } from './graphModel';
import { linkedSkills } from './keyboardNavigation';
import type { FlowPoint } from './layout/gridLayout';
import { useTreeLayout } from './layout/treeLayout';
import { CompactNodesContext, GraphActionsContext } from './nodes/graphActions';
import { SkillNode } from './nodes/SkillNode';
import { SkillDetailDialog } from './SkillDetailDialog';
import { levelChangeAnnouncement } from './skillText';
import type { LiveGraph, SkillTreeGraphProps } from './skillTreeGraphProps';
import { SkillTooltip } from './SkillTooltip';
import { useAnnouncer } from './useAnnouncer';
import type { GraphSnapshot } from './useGraphActions';
import { firstPositioned, useGraphActions } from './useGraphActions';
import { useTooltipTarget } from './useTooltipTarget';
import { COMPACT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './viewport';

const NODE_TYPES: NodeTypes = { [SKILL_NODE_TYPE]: SkillNode };
/** Above this many skills only the nodes in view are rendered. */
const LARGE_TREE = 150;
const NO_POSITIONS: ReadonlyMap<number, FlowPoint> = new Map();
const EMPTY_LINES: readonly string[] = [];
/** React Flow is credited on the About page instead of in the corner of every tree. */
const PRO_OPTIONS = { hideAttribution: true };

/**
 * One skill tree as a React Flow graph, for the planner and (read-only) the build viewer. It
 * takes the tree, its skills, the engine's node states and tooltip lines as props (refusal
 * texts it forms itself from the node states, see refusalText.ts) and reports intents
 * (onIncrease / onDecrease); it knows no store and no HTTP.
 */
export function SkillTreeGraph(props: SkillTreeGraphProps) {
  return (
    <ReactFlowProvider>
      <TreeGraph {...props} />
    </ReactFlowProvider>
  );
}

/**
 * Calls `onReady` once with the graph's hand-over methods: when a fit has been applied, or at
 * React Flow's init when the panel has no size (no layout), where no fit will come.
 */
function useReadyReport(actions: Omit<LiveGraph, 'zoom'>, latestRef: { current: GraphSnapshot }) {
  const store = useStoreApi();
  const zoom = useZoomActions();
  const reported = useRef(false);
  return useMemo(() => {
    const report = () => {
      if (reported.current) return;
      reported.current = true;
      latestRef.current.props.onReady?.({
        act: actions.act,
        announceLevel: actions.announceLevel,
        takeFocus: actions.takeFocus,
        takeHover: actions.takeHover,
        zoom: (control) => {
          zoom[control]();
        },
      });
    };
    const onInit = () => {
      const { width, height } = store.getState();
      if (width === 0 || height === 0) report();
    };
    return { report, onInit };
  }, [actions, latestRef, store, zoom]);
}

function TreeGraph(props: SkillTreeGraphProps) {
  const {
    tree,
    skills,
    nodeStates,
    readOnly = false,
    searchMatches = null,
    className = '',
    ariaLabel,
  } = props;
  const layout = useTreeLayout(skills, tree.links);
  const positions = layout.status === 'ready' ? layout.positions : NO_POSITIONS;
  const linked = useMemo(() => linkedSkills(tree.links), [tree.links]);
  // Refit when the layout really changes, not when an equal one arrives in a new Map.
  const layoutKey = useMemo(
    () => [...positions].map(([id, p]) => `${id}:${p.x},${p.y}`).join(';'),
    [positions],
  );
  const skillById = useMemo(() => new Map(skills.map((skill) => [skill.id, skill])), [skills]);

  const [cache] = useState(() => new FlowModelCache());
  const [tabStopChoice, setTabStopChoice] = useState<number | null>(null);
  const tabStopId =
    tabStopChoice !== null && positions.has(tabStopChoice)
      ? tabStopChoice
      : firstPositioned(skills, positions);
  const [detailId, setDetailId] = useState<number | null>(null);
  const { target: tipTarget, show: showTip, hide: hideTip, hideMoved } = useTooltipTarget();
  // The player's pan or zoom ends any tooltip; a fit (the panel resized) only moves its skill.
  const onMoveStart = useCallback(
    (event: MouseEvent | TouchEvent | null) => {
      if (event) hideTip();
      else hideMoved();
    },
    [hideTip, hideMoved],
  );
  const { announce, region } = useAnnouncer();
  const compact = useStore((s) => s.transform[2] < COMPACT_ZOOM);
  const containerRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const tooltipId = `${baseId}-tooltip`;
  const instructionsId = `${baseId}-instructions`;

  const nodes = useMemo(
    () =>
      cache.buildNodes({
        skills,
        positions,
        nodeStates,
        treeName: tree.name,
        readOnly,
        searchMatches,
        tabStopId,
      }),
    [cache, skills, positions, nodeStates, tree.name, readOnly, searchMatches, tabStopId],
  );
  const edges = useMemo(
    () => cache.buildEdges(tree.links, positions, nodeStates),
    [cache, tree.links, positions, nodeStates],
  );

  // Event handlers read the latest props through this ref, so the actions object never changes.
  const latestRef = useRef<GraphSnapshot>({ props, positions, linked, readOnly, tabStopId });
  useLayoutEffect(() => {
    latestRef.current = { props, positions, linked, readOnly, tabStopId };
  });

  // The level change an intent asked for, announced once the new states arrive.
  const pendingRef = useRef<{ skillId: number; level: number } | null>(null);
  useEffect(() => {
    const change = pendingRef.current;
    if (!change) return;
    const state = nodeStates.get(change.skillId);
    const skill = skillById.get(change.skillId);
    if (!state || !skill || state.level === change.level) return;
    pendingRef.current = null;
    announce(levelChangeAnnouncement(skill, state.level, state.maxLevel, state.isRed));
  }, [nodeStates, skillById, announce]);

  const actions = useGraphActions({
    tooltipId,
    containerRef,
    latestRef,
    pendingRef,
    showTip,
    hideTip,
    announce,
    setTabStopChoice,
    setDetailId,
  });

  const ready = useReadyReport(actions, latestRef);

  const tipSkill = tipTarget ? skillById.get(tipTarget.skillId) : undefined;
  const detailSkill = detailId !== null ? skillById.get(detailId) : undefined;
  const detailState = detailId !== null ? nodeStates.get(detailId) : undefined;
  const { tooltipLines, levelCost } = props;
  const large = skills.length > LARGE_TREE;

  return (
    <div
      ref={containerRef}
      className={`sg-root${compact ? ' sg-root--compact' : ''} ${className}`}
      data-tree-id={tree.id}
    >
      {layout.status === 'empty' ? (
        <p className="sg-empty">No skill positions defined for this tree.</p>
      ) : layout.status === 'pending' ? (
        <p className="sg-empty" role="status">
          Arranging skills…
        </p>
      ) : (
        <GraphActionsContext value={actions}>
          <CompactNodesContext value={compact}>
            <ReactFlow
              className="sg-flow"
              aria-label={ariaLabel ?? `${tree.name} skill tree`}
              aria-describedby={instructionsId}
              colorMode="dark"
              nodes={nodes}
              edges={edges}
              nodeTypes={NODE_TYPES}
              nodesDraggable={false}
              nodesConnectable={false}
              nodesFocusable={false}
              edgesFocusable={false}
              elementsSelectable={false}
              disableKeyboardA11y
              deleteKeyCode={null}
              selectionKeyCode={null}
              multiSelectionKeyCode={null}
              panActivationKeyCode={null}
              zoomActivationKeyCode={null}
              zoomOnDoubleClick={false}
              zoomOnScroll
              zoomOnPinch
              panOnScroll={false}
              panOnDrag
              preventScrolling
              onlyRenderVisibleElements={large}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              fitView
              fitViewOptions={FIT_VIEW_OPTIONS}
              onMoveStart={onMoveStart}
              onInit={ready.onInit}
              proOptions={PRO_OPTIONS}
            >
              <GraphControls />
              <FitToPanel layoutKey={layoutKey} onFitted={ready.report} />
            </ReactFlow>
          </CompactNodesContext>
        </GraphActionsContext>
      )}
      <p id={instructionsId} hidden>
        {readOnly
          ? 'Arrow keys move between linked skills. Enter or I opens a skill’s details.'
          : 'Arrow keys move between linked skills. Enter, Space or plus adds a level; minus, Delete or Backspace removes one; I opens a skill’s details.'}
      </p>
      {region}
      {tipTarget && tipSkill && detailId === null && (
        <SkillTooltip
          id={tooltipId}
          skill={tipSkill}
          state={nodeStates.get(tipSkill.id)}
          warnings={tooltipLines?.(tipSkill.id) ?? EMPTY_LINES}
          readOnly={readOnly}
          levelCost={levelCost ? (level) => levelCost(tipSkill.id, level) : undefined}
          via={tipTarget.via}
          anchor={tipTarget.anchor}
        />
      )}
      {detailSkill && detailState && (
        <SkillDetailDialog
          skill={detailSkill}
          state={detailState}
          treeName={tree.name}
          warnings={tooltipLines?.(detailSkill.id) ?? EMPTY_LINES}
          levelCost={levelCost ? (level) => levelCost(detailSkill.id, level) : undefined}
          readOnly={readOnly}
          onIncrease={() => {
            actions.increaseFromDialog(detailSkill.id);
          }}
          onDecrease={() => {
            actions.decreaseFromDialog(detailSkill.id);
          }}
          onClose={() => {
            actions.closeDetails(detailSkill.id);
          }}
        />
      )}
    </div>
  );
}
