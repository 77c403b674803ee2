import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../../../src/app/shell/Layout';

/** The shell with a stand-in page: landmarks, skip link, header, footer. */
const meta = {
  title: 'App/Shell/Layout',
  component: Layout,
  parameters: { router: { initialEntry: '/classes' } },
  render: () => (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path="*"
          element={<h1 className="font-display text-3xl text-sand-50">Page content</h1>}
        />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { name: 'Page content' }),
    );
    await expect(canvas.getByRole('contentinfo')).toBeVisible();

    // The first Tab reaches the skip link, which moves focus to the main content.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Page content' })).toBeVisible();
  },
};
