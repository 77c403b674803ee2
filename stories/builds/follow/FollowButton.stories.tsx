import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOTIFICATION_TEXTS } from '../../../src/api/contract/notificationsTexts';
import { FollowButton } from '../../../src/builds/follow/FollowButton';
import { LoginToFollowNote } from '../../../src/builds/follow/LoginToFollowNote';
import { PHONE } from '../../account/fixtures';
import { withPadding } from '../../fixtures/decorators';
import { expectTouchTargets } from '../../planner/dialogs/fixtures/expectations';

/** The Follow toggle by itself (props only): not following, following, unread count, busy, phone. */
const meta = {
  title: 'Builds/Follow/FollowButton',
  component: FollowButton,
  decorators: [withPadding],
  args: {
    following: false,
    followers: 12,
    busy: false,
    subject: 'Stilgar',
    title: NOTIFICATION_TEXTS.followAuthor('Stilgar'),
    onToggle: fn(),
    onIntent: fn(),
  },
} satisfies Meta<typeof FollowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not followed: "Follow" with the count, not pressed; pointing at it and pressing it report. */
export const NotFollowing: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Follow Stilgar (12 followers)',
    });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAttribute('title', 'Follow Stilgar');
    await expect(within(button).getByTestId('follower-count')).toHaveTextContent('12');
    await userEvent.click(button);
    await expect(args.onIntent).toHaveBeenCalled();
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** Followed: "Following", pressed, titled with how to stop; one follower is singular. */
export const Following: Story = {
  args: { following: true, followers: 1, title: NOTIFICATION_TEXTS.unfollowAuthor('Stilgar') },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Following Stilgar (1 follower)',
    });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('title', 'Stop following Stilgar');
    await expect(button).toHaveTextContent('Following');
  },
};

/** Before the count is read: the button alone, without a number. */
export const CountUnknown: Story = {
  args: { followers: null },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Follow Stilgar' });
    await expect(within(button).queryByTestId('follower-count')).toBeNull();
  },
};

/** While its call is on its way: disabled and busy, a press does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByTestId('follow-button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** What a visitor reads after pressing it: following needs an account, and the way to log in. */
export const LoginNote: Story = {
  render: () => <LoginToFollowNote shown />,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('status');
    await expect(note).toHaveTextContent(NOTIFICATION_TEXTS.loginToFollow);
    await expect(within(note).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** On a phone: the button is a 44px target, with or without a count. */
export const Phone: Story = {
  globals: PHONE,
  args: { followers: null },
  play: async ({ canvasElement }) => {
    await expectTouchTargets([within(canvasElement).getByTestId('follow-button')]);
  },
};
