import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DonationImage, DonationLink } from '../../src/ui/DonationLink';
import { withPadding } from '../fixtures/decorators';

const meta = {
  title: 'UI/DonationLink',
  component: DonationLink,
  decorators: [withPadding],
} satisfies Meta<typeof DonationLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without VITE_DONATION_URL the link goes to the About page's Support section. */
export const Small: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Support Arrakis Planner' });
    await expect(link).toHaveAttribute('href', '/about#support');
    const img = within(link).getByRole('img');
    await expect(img).toHaveAttribute('src', '/images/ui/support.svg');
  },
};

export const Large: Story = { args: { size: 'large' } };

/** The badge alone (About page when no donation page is configured). */
export const ImageOnly: Story = {
  render: () => <DonationImage size="large" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Support Arrakis Planner' }),
    ).toBeVisible();
  },
};
