import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TreeDrawing } from '../../src/graph/TreeDrawing';
import { treeNodeStates } from '../../src/skills/skillStates';
import type { Build } from '../../src/skills/buildSchema';
import { withPadding } from '../fixtures/decorators';
import {
  fullyAllocated,
  gameIndex,
  newBuild,
  partlyAllocated,
  skillsOf,
  treeNamed,
} from './fixtures/realTrees';

/**
 * A tree drawn without React Flow: what the first screen shows until the player reaches for the
 * tree (see the tree frame's stories for the hand-over to the graph).
 */
const gunnery = treeNamed('Gunnery');
const states = (build: Build) =>
  new Map(treeNodeStates(build, gameIndex, gunnery.id).map((state) => [state.skillId, state]));

const meta = {
  title: 'Graph/Tree drawing',
  component: TreeDrawing,
  decorators: [(Story) => <div className="h-[34rem] max-w-xl">{<Story />}</div>, withPadding],
  args: { tree: gunnery, skills: skillsOf(gunnery.id), nodeStates: states(newBuild()) },
} satisfies Meta<typeof TreeDrawing>;
export default meta;
type Story = StoryObj<typeof meta>;

const rangedDamage = /^Gunnery: Ranged Damage,/;

/** A new build: every skill drawn, the entry skill available and the tree's tab stop. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('application', { name: 'Gunnery skill tree' })).toBeVisible();
    const nodes = canvas.getAllByRole('button', { name: /^Gunnery: / });
    await expect(nodes).toHaveLength(skillsOf(gunnery.id).length);
    await expect(canvas.getByRole('button', { name: rangedDamage })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await expect(canvas.getByRole('button', { name: rangedDamage })).toHaveAttribute(
      'data-state',
      'available',
    );
    // React Flow is credited on the About page, not in the tree's corner.
    await expect(canvas.queryByRole('link', { name: 'React Flow attribution' })).toBeNull();
  },
};

/** Part way: taken links drawn solid, the rest dashed. */
export const PartlyTaken: Story = {
  args: { nodeStates: states(partlyAllocated(newBuild(), gunnery.id)) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.sg-edge--active').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll('.sg-edge--partial').length).toBeGreaterThan(0);
  },
};

/** Every skill maxed, as a finished build shows it. */
export const Full: Story = {
  args: { nodeStates: states(fullyAllocated(newBuild(), gunnery.id)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: rangedDamage })).toHaveAttribute(
      'data-level',
      '3',
    );
  },
};

/** Read-only (the viewer), with a search fading the other skills. */
export const ReadOnlyWithSearch: Story = {
  args: {
    readOnly: true,
    nodeStates: states(partlyAllocated(newBuild(), gunnery.id)),
    searchMatches: new Set([skillsOf(gunnery.id)[0]?.id ?? 0]),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.sg-node--match')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('.sg-node--static').length).toBeGreaterThan(1);
  },
};

/** A phone: the tree fitted into the narrow panel, nothing wider than it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('application', { name: 'Gunnery skill tree' });
    const box = panel.getBoundingClientRect();
    for (const node of within(canvasElement).getAllByRole('button', { name: /^Gunnery: / })) {
      const at = node.getBoundingClientRect();
      await expect(at.left).toBeGreaterThanOrEqual(box.left);
      await expect(at.right).toBeLessThanOrEqual(box.right);
    }
  },
};
