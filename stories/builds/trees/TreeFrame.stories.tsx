import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TreeFrame } from '../../../src/builds/trees/TreeFrame';
import { treeGraphData } from '../../../src/builds/trees/treeGraphWiring';
import { withPadding } from '../../fixtures/decorators';
import { emptyView, fullView, gunnery } from './treeStoryData';

/** One tree's frame from props alone: its name (or a switcher), the optional SP badge, the graph. */
const meta = {
  title: 'Builds/Trees/Tree frame',
  component: TreeFrame,
  decorators: [(Story) => <div className="max-w-xl">{<Story />}</div>, withPadding],
  args: { tree: gunnery, graph: treeGraphData(emptyView, gunnery.id) },
} satisfies Meta<typeof TreeFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No badge (the viewer): the tree's name heads its region and the graph draws. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Gunnery tree' });
    await expect(region).toHaveAttribute('data-tree-name', 'Gunnery');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Gunnery' })).toBeVisible();
    await expect(canvas.queryByTestId('tree-sp')).toBeNull();
    await expect(
      await canvas.findByRole('button', { name: /^Gunnery: Ranged Damage,/ }, { timeout: 15000 }),
    ).toBeInTheDocument();
  },
};

/** The planner's badge: SP spent in the tree. */
export const WithPoints: Story = {
  args: { graph: treeGraphData(fullView, gunnery.id), spentPoints: 27 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('tree-sp')).toHaveTextContent('27 SP');
  },
};

/** Drawn one step after the first paint (the planner's first screen): the graph still arrives. */
export const AfterFirstPaint: Story = {
  args: { drawAfterFirstPaint: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: /^Gunnery: Ranged Damage,/ },
        { timeout: 15000 },
      ),
    ).toBeInTheDocument();
  },
};

/** A phone: a replaced heading (the switcher) and the frame's full width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { heading: <h3 className="font-display text-lg text-spice-200">Gunnery 1/3</h3> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Gunnery 1/3' })).toBeVisible();
    const frame = canvas.getByTestId('skill-tree');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
