import '@xyflow/react/dist/base.css';
import '../../src/graph/graph.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReactFlow, ReactFlowProvider, useStore } from '@xyflow/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GraphControls } from '../../src/graph/GraphControls';

/** Zoom in, zoom out and fit: the graph's corner buttons, driving React Flow's viewport. */
const meta = {
  title: 'Graph/Graph controls',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const NODES = [
  { id: 'a', position: { x: 0, y: 0 }, data: { label: 'Sietch' } },
  { id: 'b', position: { x: 900, y: 700 }, data: { label: 'Arrakeen' } },
];

/** Shows the viewport, so a play function can see what a button did. */
function ViewportProbe() {
  const [x, y, zoom] = useStore((s) => s.transform);
  return (
    <output data-testid="viewport" className="absolute top-2 right-2 text-xs text-sand-200">
      {`${Math.round(x)},${Math.round(y)} @ ${zoom.toFixed(2)}`}
    </output>
  );
}

const zoomOf = (canvasElement: HTMLElement) =>
  Number(within(canvasElement).getByTestId('viewport').textContent.split('@ ')[1]);

function Demo() {
  return (
    <div className="sg-root" style={{ height: 420, position: 'relative' }}>
      <ReactFlowProvider>
        <ReactFlow
          className="sg-flow"
          colorMode="dark"
          nodes={NODES}
          edges={[]}
          defaultViewport={{ x: 400, y: 300, zoom: 1 }}
          minZoom={0.2}
          maxZoom={2.5}
          proOptions={{ hideAttribution: true }}
        >
          <GraphControls />
          <ViewportProbe />
        </ReactFlow>
      </ReactFlowProvider>
    </div>
  );
}

/** Each button changes the view: in, out, then fit the whole tree. */
export const Default: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
    const fit = canvas.getByRole('button', { name: 'Fit tree to view' });
    await expect(zoomIn).toHaveAttribute('title', 'Zoom in');
    await waitFor(() => expect(zoomOf(canvasElement)).toBe(1));

    await userEvent.click(zoomIn);
    await waitFor(() => expect(zoomOf(canvasElement)).toBeCloseTo(1.2, 2));
    await userEvent.click(zoomOut);
    await waitFor(() => expect(zoomOf(canvasElement)).toBeCloseTo(1, 2));

    const before = canvas.getByTestId('viewport').textContent;
    await userEvent.click(fit);
    // Both far-apart nodes must fit: the view zooms out below 1 and moves.
    await waitFor(() => expect(zoomOf(canvasElement)).toBeLessThan(1));
    await expect(canvas.getByTestId('viewport').textContent).not.toBe(before);
  },
};

/** On a phone every control is a 44 px touch target. */
export const Phone: Story = {
  render: () => <Demo />,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: /Zoom|Fit/ });
    await expect(buttons).toHaveLength(3);
    for (const button of buttons) await expect(button).toBeVisible();
  },
};
