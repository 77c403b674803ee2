import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../src/graph/graph.css';
import { ZoomButtons } from '../../src/graph/ZoomButtons';
import { withPadding } from '../fixtures/decorators';

/** The graph's zoom buttons, as the graph's controls panel and the static drawing show them. */
const meta = {
  title: 'Graph/Zoom buttons',
  component: ZoomButtons,
  decorators: [
    (Story) => <div className="sg-root sg-controls flex gap-2 p-2">{<Story />}</div>,
    withPadding,
  ],
} satisfies Meta<typeof ZoomButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawing's buttons: labelled, marked for the graph to find their twins. */
export const Drawn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Zoom in', 'Zoom out', 'Fit tree to view']) {
      await expect(canvas.getByRole('button', { name: label })).toHaveAttribute(
        'data-graph-control',
        label,
      );
    }
  },
};

/** The graph's buttons: each press runs its action. */
export const WithActions: Story = {
  args: { actions: { 'Zoom in': fn(), 'Zoom out': fn(), 'Fit tree to view': fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zoom out' }));
    await expect(args.actions?.['Zoom out']).toHaveBeenCalledTimes(1);
    await expect(args.actions?.['Zoom in']).not.toHaveBeenCalled();
  },
};

/** A phone: coarse pointers get 44 px targets. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
