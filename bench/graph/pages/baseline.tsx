import '@xyflow/react/dist/style.css';
import type { Edge, Node } from '@xyflow/react';
import { ReactFlow, useNodesState } from '@xyflow/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { gridCellToPixels, NODE_HEIGHT, NODE_WIDTH } from '../../../src/graph/layout/gridLayout';
import type { Skill, SkillLink } from '../../../src/skills/gameData';
import { installBench } from './benchApi';
import { CLICK_TREE_ID, gameIndex, largeTree, scenario } from './benchData';

/**
 * The floor React Flow allows: default nodes (a text label) at the same positions and sizes,
 * the same links as straight edges, the same zoom limits and fit, and a click that changes the
 * clicked node's label through useNodesState.
 */
type LabelData = { label: string; name: string; level: number; maxLevel: number };
type LabelNode = Node<LabelData>;

function toNodes(skills: readonly Skill[]): LabelNode[] {
  return skills.map((skill) => ({
    id: String(skill.id),
    position: gridCellToPixels(skill.position ?? { col: 0, row: 0 }),
    width: NODE_WIDTH,
    height: NODE_HEIGHT,
    data: {
      label: `${skill.name} 0/${skill.levels.length}`,
      name: skill.name,
      level: 0,
      maxLevel: skill.levels.length,
    },
  }));
}

function toEdges(skills: readonly Skill[], links: readonly SkillLink[]): Edge[] {
  const rowOf = new Map(skills.map((skill) => [skill.id, skill.position?.row ?? 0]));
  return links.map(([a, b]) => {
    // Default nodes take edges in at the top and out at the bottom: the upper skill is the source.
    const [source, target] = (rowOf.get(a) ?? 0) > (rowOf.get(b) ?? 0) ? [a, b] : [b, a];
    return { id: `${a}-${b}`, source: String(source), target: String(target), type: 'straight' };
  });
}

function withLevel(node: LabelNode, delta: number): LabelNode {
  const level = Math.min(node.data.maxLevel, Math.max(0, node.data.level + delta));
  if (level === node.data.level) return node;
  return {
    ...node,
    data: { ...node.data, level, label: `${node.data.name} ${level}/${node.data.maxLevel}` },
  };
}

function Baseline({ skills, links }: { skills: readonly Skill[]; links: readonly SkillLink[] }) {
  const [nodes, setNodes, onNodesChange] = useNodesState(toNodes(skills));
  const [edges] = useState(() => toEdges(skills, links));
  const change = (id: string, delta: number) => {
    setNodes((all) => all.map((node) => (node.id === id ? withLevel(node, delta) : node)));
  };
  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      onNodesChange={onNodesChange}
      nodesDraggable={false}
      nodesConnectable={false}
      zoomOnDoubleClick={false}
      onlyRenderVisibleElements={skills.length > 150}
      minZoom={0.2}
      maxZoom={2.5}
      fitView
      fitViewOptions={{ padding: 0.08, maxZoom: 1.25 }}
      proOptions={{ hideAttribution: true }}
      onNodeClick={(_, node) => {
        change(node.id, 1);
      }}
      onNodeContextMenu={(event, node) => {
        event.preventDefault();
        change(node.id, -1);
      }}
    />
  );
}

installBench({
  clickSelector: (id) => `.react-flow__node[data-id="${id}"]`,
  levelOf: (id) => {
    const text = document.querySelector(`.react-flow__node[data-id="${id}"]`)?.textContent ?? '';
    return Number(/(\d+)\/\d+$/.exec(text)?.[1] ?? NaN);
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('No #root');
const large = scenario() === 'pan' ? largeTree() : null;
createRoot(root).render(
  <StrictMode>
    {large ? (
      <Baseline skills={large.skills} links={large.tree.links} />
    ) : (
      <Baseline
        skills={gameIndex.skillsByTreeId.get(CLICK_TREE_ID) ?? []}
        links={gameIndex.treesById.get(CLICK_TREE_ID)?.links ?? []}
      />
    )}
  </StrictMode>,
);
