import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../../../src/app/shell/Footer';

const meta = {
  title: 'App/Shell/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fan-project disclaimer and the privacy link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByText(/unofficial fan project/)).toHaveTextContent(
      /not affiliated with, endorsed or sponsored by Funcom or the game's publisher/,
    );
    await expect(canvas.getByText(/trademarks belong to their respective owners/)).toBeVisible();
    const privacy = canvas.getByRole('link', { name: 'Privacy Policy' });
    await expect(privacy).toHaveAttribute('href', '/privacy');
    await userEvent.click(privacy);
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/privacy');
  },
};

/** News can be found from every page's footer too, beside About and Feedback. */
export const NewsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = within(canvas.getByRole('navigation', { name: 'Footer' }));
    await expect(footer.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Privacy Policy',
      'News',
      'About',
      'Feedback',
    ]);
    await userEvent.click(footer.getByRole('link', { name: 'News' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/news');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText(/unofficial fan project/)).toBeVisible();
  },
};
