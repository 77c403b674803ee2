import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../../src/ui/Card';
import { withPadding } from '../fixtures/decorators';

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [withPadding],
  args: {
    className: 'max-w-sm p-6',
    children: (
      <>
        <h2 className="font-display text-xl text-sand-50">Deep Desert</h2>
        <p className="mt-2 text-sand-300">A framed panel on the sand.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Deep Desert' })).toBeVisible();
  },
};

export const Interactive: Story = {
  args: { interactive: true, as: 'article' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeVisible();
  },
};
