import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_TEXTS } from '../../../src/api/contract/notificationsTexts';
import { FollowControl } from '../../../src/builds/follow/FollowControl';
import { Toasts } from '../../../src/ui/toast';
import { PHONE, storyUser, withNarrowPhone } from '../../account/fixtures';
import { expectTouchTargets } from '../../planner/dialogs/fixtures/expectations';
import { followCalls, serveFollows } from './fixtures';

/**
 * A Follow button with its count and the visitor's login note, over a stand-in for its follow
 * calls (see fixtures.ts), here on an author.
 */

const PATH = '/api/users/Chani/follow';

const withButtonRow: Decorator = (Story) => (
  <div className="flex flex-wrap items-center gap-3 p-6">
    <Story />
    <Toasts />
  </div>
);

const meta = {
  title: 'Builds/Follow/FollowControl',
  component: FollowControl,
  decorators: [withButtonRow],
  args: {
    path: PATH,
    owner: 'Chani',
    subject: 'Chani',
    titles: {
      follow: NOTIFICATION_TEXTS.followAuthor('Chani'),
      unfollow: NOTIFICATION_TEXTS.unfollowAuthor('Chani'),
    },
  },
} satisfies Meta<typeof FollowControl>;
export default meta;
type Story = StoryObj<typeof meta>;

const chani =
  (followers: number, following = false) =>
  () => ({ [PATH.toLowerCase()]: { owner: 'Chani', followers, following } });

const button = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('follow-button');

const visitor = serveFollows(chani(3));
/** A visitor: pressing says following needs an account, with the way to log in. */
export const Visitor: Story = {
  beforeEach: visitor.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(button(canvasElement)).toHaveAccessibleName(/3 followers/));
    await userEvent.click(button(canvasElement));
    const note = canvas.getByRole('status');
    await expect(note).toHaveTextContent(NOTIFICATION_TEXTS.loginToFollow);
    await expect(within(note).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(followCalls(visitor.stub)).toEqual([`GET ${PATH}`]);
  },
};

const follows = serveFollows(chani(3), { asker: 'Stilgar' });
/** A player follows: pressed, the count grows, the title turns to stopping. */
export const Follows: Story = {
  parameters: { session: storyUser },
  beforeEach: follows.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).toHaveAccessibleName(/3 followers/));
    await expect(button(canvasElement)).toHaveAttribute(
      'title',
      NOTIFICATION_TEXTS.followAuthor('Chani'),
    );
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'true'));
    await expect(button(canvasElement)).toHaveAccessibleName(/4 followers/);
    await expect(button(canvasElement)).toHaveAttribute(
      'title',
      NOTIFICATION_TEXTS.unfollowAuthor('Chani'),
    );
    await expect(followCalls(follows.stub)).toEqual([`GET ${PATH}`, `PUT ${PATH}`]);
  },
};

const followed = serveFollows(chani(8, true), { asker: 'Stilgar' });
/** A player who follows: pressed once read. */
export const Following: Story = {
  parameters: { session: storyUser },
  beforeEach: followed.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'true'));
    await expect(button(canvasElement)).toHaveAccessibleName(/8 followers/);
  },
};

const own = serveFollows(chani(3), { asker: 'Chani' });
/** The player's own: no button, nothing asked. */
export const Own: Story = {
  parameters: { session: { ...storyUser, username: 'chani' } },
  beforeEach: own.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('follow-button')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(own.stub.seen).toEqual([]);
  },
};

const phone = serveFollows(chani(3), { asker: 'Stilgar' });
/** On the narrowest phone: a 44px target. */
export const Phone: Story = {
  parameters: { session: storyUser },
  globals: PHONE,
  decorators: [withNarrowPhone],
  beforeEach: phone.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(button(canvasElement)).getByTestId('follower-count')).toHaveTextContent('3'),
    );
    await expectTouchTargets([button(canvasElement)]);
  },
};
