import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileView } from '../../../src/account/profile/ProfileView';
import {
  expectPhoneLayout,
  PHONE,
  storyUser,
  withAccountFrame,
  withNarrowPhone,
} from '../fixtures';

const meta = {
  title: 'Account/Profile/ProfileView',
  component: ProfileView,
  decorators: [withAccountFrame],
  args: { user: storyUser },
} satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No avatar image: the first letter of the username in upper case. */
export const LetterAvatar: Story = {
  args: { user: { ...storyUser, username: 'stilgar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Avatar of stilgar' })).toHaveTextContent(/^S$/);
    await expect(canvas.getByText('stilgar')).toBeVisible();
    await expect(canvas.getByText('stilgar@sietch-tabr.example')).toBeVisible();
    await expect(canvas.getByText('Player')).toBeVisible();
  },
};

/** An avatar image. */
export const ImageAvatar: Story = {
  args: { user: { ...storyUser, avatarUrl: '/favicon.svg', role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Avatar of Stilgar' })).toHaveAttribute(
      'src',
      '/favicon.svg',
    );
    await expect(canvas.getByText('Administrator')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { user: { ...storyUser, email: 'a-very-long-address-for-a-phone@sietch-tabr.example' } },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
