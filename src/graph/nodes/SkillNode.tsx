import type { NodeProps } from '@xyflow/react';
import { memo, useContext, useRef } from 'react';
import type { SkillFlowNode } from '../graphModel';
import { keyGesture } from '../skillGestures';
import { skillAccessibleName } from '../skillText';
import { CompactNodesContext, GraphActionsContext } from './graphActions';
import { SkillInfoButton, useInfoButtonReveal } from './SkillInfoButton';
import { SkillNodeView } from './SkillNodeView';

/**
 * A skill as a React Flow node: the picture plus the focusable element that takes clicks,
 * taps, right-clicks, keys and hover, and reports them to the graph, and beside it (a button
 * may not hold another) the info button for its details. It re-renders only when its own data
 * object changes (see graphModel.ts).
 *
 * Edges need a source and a target handle. React Flow's <Handle> subscribes to the store for
 * connection state (two per node, re-run on every frame of a pan), which nodes that never
 * connect do not need. So a node draws two plain anchors instead, which React Flow measures
 * exactly like handles (it looks for `.source` / `.target` elements with `data-handlepos`), at
 * the centre of the shape, where graphModel.ts also declares them for the first render.
 */
function SkillNodeComponent({ data }: NodeProps<SkillFlowNode>) {
  const actions = useContext(GraphActionsContext);
  const compact = useContext(CompactNodesContext);
  const pointerType = useRef('mouse');
  const info = useInfoButtonReveal();
  const { skill } = data;
  const label = skillAccessibleName(data.treeName, skill, {
    level: data.level,
    maxLevel: data.maxLevel,
    status: data.status,
    isRed: data.isRed,
    readOnly: data.readOnly,
    searchMatch: data.search === 'match',
  });
  return (
    // A box without a box of its own (display: contents), around the node and its info button.
    <div className="sg-node-box" {...info.handlers}>
      <div
        // `nokey` keeps React Flow's own key handling (selection, panning keys) off our keys.
        className={data.readOnly ? 'sg-node sg-node--static nokey' : 'sg-node nokey'}
        role="button"
        tabIndex={data.tabStop ? 0 : -1}
        aria-label={label}
        aria-describedby={actions.tooltipId}
        aria-keyshortcuts={data.readOnly ? 'Enter I' : 'Enter Space + - Delete Backspace I'}
        data-skill-id={skill.id}
        data-level={data.level}
        data-state={data.status}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
        }}
        onClick={(event) => {
          actions.gesture(skill.id, event, { kind: 'click', pointerType: pointerType.current });
        }}
        onContextMenu={(event) => {
          actions.gesture(skill.id, event, {
            kind: 'contextmenu',
            pointerType: pointerType.current,
          });
        }}
        onKeyDown={(event) => {
          actions.gesture(skill.id, event, keyGesture(event));
        }}
        onFocus={(event) => {
          actions.focus(skill.id, event.currentTarget);
        }}
        onBlur={() => {
          actions.blur(skill.id);
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') actions.hover(skill.id, event.currentTarget);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') actions.hover(skill.id, null);
        }}
      >
        <SkillNodeView
          skill={skill}
          level={data.level}
          maxLevel={data.maxLevel}
          status={data.status}
          isRed={data.isRed}
          readOnly={data.readOnly}
          search={data.search}
          compact={compact}
          focusable={data.tabStop}
        />
        <span className="sg-anchor source" data-handlepos="top" aria-hidden="true" />
        <span className="sg-anchor target" data-handlepos="bottom" aria-hidden="true" />
      </div>
      {info.shown && !data.readOnly && !compact && (
        <SkillInfoButton skillId={skill.id} skillName={skill.name} tabStop={data.tabStop} />
      )}
    </div>
  );
}

export const SkillNode = memo(SkillNodeComponent, (a, b) => a.data === b.data && a.id === b.id);
