import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthorNotFound } from '../../../src/community/author/AuthorNotFound';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../../account/fixtures';
import { withPageFrame } from '../../fixtures/decorators';

/** What an unknown or deleted account's page shows, on its own (no request is made). */
const meta = {
  title: 'Community/Author/AuthorNotFound',
  component: AuthorNotFound,
  decorators: [withPageFrame],
} satisfies Meta<typeof AuthorNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'User not found.' as the heading, and the link back to the community list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(/^User not found\.$/);
    await expect(heading).toBeVisible();
    const link = canvas.getByRole('link');
    await expect(link).toHaveTextContent(/^Browse Community Builds$/);
    await expect(link).toHaveAttribute('href', '/community-builds');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** On the narrowest phone: nothing runs off the side and the link is a 44px target. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'User not found.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Community Builds' })).toHaveAttribute(
      'href',
      '/community-builds',
    );
    await expectPhoneLayout(canvasElement);
  },
};
