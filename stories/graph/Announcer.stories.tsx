import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../../src/graph/graph.css';
import { useAnnouncer } from '../../src/graph/useAnnouncer';

/** The graph's polite live region: what a screen reader hears after a click or a refusal. */
const meta = {
  title: 'Graph/Announcer',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tiny stand-in for the graph: each click announces the new level. */
function AnnouncerDemo({ message }: { message?: string }) {
  const { announce, region } = useAnnouncer();
  const [level, setLevel] = useState(0);
  return (
    <div className="p-6 text-sand-100">
      <button
        type="button"
        className="min-h-11 rounded-xl border border-spice-500 px-4"
        onClick={() => {
          const next = level + 1;
          setLevel(next);
          announce(message ?? `Ranged Damage: level ${next} of 3.`);
        }}
      >
        Take Ranged Damage
      </button>
      {region}
    </div>
  );
}

/** Silent until something happens; then the region holds the words. */
export const AnnouncesOnClick: Story = {
  render: () => <AnnouncerDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveAttribute('aria-atomic', 'true');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Take Ranged Damage' }));
    await waitFor(() => expect(region).toHaveTextContent('Ranged Damage: level 1 of 3.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Take Ranged Damage' }));
    await waitFor(() => expect(region).toHaveTextContent('Ranged Damage: level 2 of 3.'));
  },
};

/** The same words twice (two refusals): the region is emptied and filled again. */
export const SameWordsTwice: Story = {
  render: () => <AnnouncerDemo message="Not enough skill points." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    const button = canvas.getByRole('button', { name: 'Take Ranged Damage' });
    await userEvent.click(button);
    await waitFor(() => expect(region).toHaveTextContent('Not enough skill points.'));
    await userEvent.click(button);
    await waitFor(() => expect(region).toHaveTextContent('Not enough skill points.'));
  },
};
