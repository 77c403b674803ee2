import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SkillTreeGraph } from '../../../src/graph';
import { TreeDrawing } from '../../../src/graph/TreeDrawing';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import type { SkillTree } from '../../../src/skills/gameData';
import { treeNodeStates } from '../../../src/skills/skillStates';
import { gameIndex } from './gameData';

const gunnery = gameIndex.treesById.get(1) as SkillTree;
const skills = gameIndex.skillsByTreeId.get(1) ?? [];
const nodeStates = new Map(treeNodeStates(emptyBuild(), gameIndex, 1).map((s) => [s.skillId, s]));

/** React Flow is credited on the About page, not in the corner of every tree. */
describe('the trees carry no React Flow badge', () => {
  it('in the drawing the server sends', () => {
    const html = renderToString(
      <TreeDrawing tree={gunnery} skills={skills} nodeStates={nodeStates} />,
    );
    expect(html).toContain('data-skill-id');
    expect(html).not.toContain('react-flow__attribution');
    expect(html).not.toContain('reactflow.dev');
  });

  it('in the interactive graph', () => {
    const { container } = render(
      <SkillTreeGraph tree={gunnery} skills={skills} nodeStates={nodeStates} />,
    );
    expect(container.querySelector('[data-skill-id]')).not.toBeNull();
    expect(container.querySelector('.react-flow__attribution')).toBeNull();
    expect(container.innerHTML).not.toContain('reactflow.dev');
  });
});
