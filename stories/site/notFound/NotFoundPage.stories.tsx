import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundPage } from '../../../src/site/notFound/NotFoundPage';
import { withPageFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Site/NotFound/NotFoundPage',
  component: NotFoundPage,
  decorators: [withPageFrame],
  parameters: { router: { path: '/missing', initialEntry: '/missing' } },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's 404 text and a link home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'The page you are looking for does not exist. Please check the URL or return to the homepage.',
      ),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Page Not Found');
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the homepage' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/$/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Go to the homepage' }),
    ).toBeVisible();
  },
};
