import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteErrorBoundary } from '../../../src/app/shell/RouteErrorBoundary';

function BrokenPage(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

const meta = {
  title: 'App/Shell/RouteErrorBoundary',
  component: RouteErrorBoundary,
  args: { children: null },
} satisfies Meta<typeof RouteErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page that cannot load offers a reload instead of a blank screen. */
export const PageFailedToLoad: Story = {
  args: { children: <BrokenPage /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload page' })).toBeVisible();
  },
};

export const PageRendersNormally: Story = {
  args: { children: <p>Page content</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page content')).toBeVisible();
  },
};
