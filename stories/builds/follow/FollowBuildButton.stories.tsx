import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_TEXTS } from '../../../src/api/contract/notificationsTexts';
import { FollowBuildButton } from '../../../src/builds/follow/FollowBuildButton';
import { Toasts } from '../../../src/ui/toast';
import { PHONE, storyUser, withNarrowPhone } from '../../account/fixtures';
import { holdIdle } from '../../fixtures/idle';
import { toasts } from '../../fixtures/toasts';
import { expectTouchTargets } from '../../planner/dialogs/fixtures/expectations';
import { followCalls, serveFollows } from './fixtures';

/**
 * The build's Follow button over a stand-in for its follow calls (see fixtures.ts), as the viewer
 * will show it in its row of buttons: its state is read once the page is idle or the button is
 * pointed at, never with the first screen.
 */

const URL_ = 'AbC123xY';
const PATH = `/api/saved-builds/${URL_}/follow`;

/** A row of buttons, as the viewer's heading has, with the toast region. */
const withButtonRow: Decorator = (Story) => (
  <div className="flex flex-wrap items-center gap-3 p-6">
    <Story />
    <Toasts />
  </div>
);

const meta = {
  title: 'Builds/Follow/FollowBuildButton',
  component: FollowBuildButton,
  decorators: [withButtonRow],
  args: { url: URL_, author: 'Chani' },
} satisfies Meta<typeof FollowBuildButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chani's build with `followers`, followed by the asker or not. */
const sniper =
  (followers: number, following = false) =>
  () => ({
    [PATH.toLowerCase()]: { owner: 'Chani', followers, following },
  });

const button = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('follow-button');

const visitorIdle = holdIdle();
const visitor = serveFollows(sniper(3));
/**
 * A visitor: the button shows at once but asks nothing until the page is idle; then the count.
 * Pressing it says following needs an account, with the way to log in, and changes nothing.
 */
export const Visitor: Story = {
  beforeEach: () => {
    const restoreIdle = visitorIdle.beforeEach();
    const restoreApi = visitor.beforeEach();
    return () => {
      restoreApi();
      restoreIdle();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Follow this build' })).toBeVisible();
    await expect(visitor.stub.seen).toEqual([]);
    visitorIdle.release();
    await expect(
      await canvas.findByRole('button', { name: 'Follow this build (3 followers)' }),
    ).toHaveAttribute('aria-pressed', 'false');
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

const pointedIdle = holdIdle();
const pointed = serveFollows(sniper(3));
/** Pointed at before the page is idle: the state is read at once, for the press to come. */
export const ReadOnIntent: Story = {
  parameters: { session: storyUser },
  beforeEach: () => {
    const restoreIdle = pointedIdle.beforeEach();
    const restoreApi = pointed.beforeEach();
    return () => {
      restoreApi();
      restoreIdle();
    };
  },
  play: async ({ canvasElement }) => {
    await expect(pointed.stub.seen).toEqual([]);
    await userEvent.hover(button(canvasElement));
    await waitFor(() =>
      expect(button(canvasElement)).toHaveAccessibleName('Follow this build (3 followers)'),
    );
    await expect(followCalls(pointed.stub)).toEqual([`GET ${PATH}`]);
  },
};

const following = serveFollows(sniper(3), { asker: 'Stilgar' });
/** A player follows: the button is pressed, the count grows and a toast says what follows. */
export const Follows: Story = {
  parameters: { session: storyUser },
  beforeEach: following.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(button(canvasElement)).toHaveAccessibleName('Follow this build (3 followers)'),
    );
    await expect(button(canvasElement)).toHaveAttribute('title', NOTIFICATION_TEXTS.followBuild);
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'true'));
    await expect(button(canvasElement)).toHaveAccessibleName('Following this build (4 followers)');
    await expect(button(canvasElement)).toHaveAttribute('title', NOTIFICATION_TEXTS.unfollowBuild);
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(NOTIFICATION_TEXTS.followed));
    await expect(followCalls(following.stub)).toEqual([`GET ${PATH}`, `PUT ${PATH}`]);
  },
};

const unfollowing = serveFollows(sniper(8, true), { asker: 'Stilgar' });
/** A player who follows it: pressed once read; pressing stops following, and the count drops. */
export const StopsFollowing: Story = {
  parameters: { session: storyUser },
  beforeEach: unfollowing.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'true'));
    await expect(button(canvasElement)).toHaveAccessibleName('Following this build (8 followers)');
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'false'));
    await expect(button(canvasElement)).toHaveAccessibleName('Follow this build (7 followers)');
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(NOTIFICATION_TEXTS.unfollowed));
    await expect(followCalls(unfollowing.stub)).toEqual([`GET ${PATH}`, `DELETE ${PATH}`]);
  },
};

const full = serveFollows(sniper(3), {
  asker: 'Stilgar',
  change: { status: 409, body: { message: NOTIFICATION_TEXTS.tooManyFollows } },
});
/** Following more than the limit: the server's reason as a toast, and the button unpressed. */
export const TooMany: Story = {
  parameters: { session: storyUser },
  beforeEach: full.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(button(canvasElement)).toHaveAccessibleName('Follow this build (3 followers)'),
    );
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(NOTIFICATION_TEXTS.tooManyFollows));
    await expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'false');
    await expect(button(canvasElement)).toBeEnabled();
  },
};

const own = serveFollows(sniper(3), { asker: 'Chani' });
/** The build's own author: no button, nothing asked. */
export const OwnBuild: Story = {
  parameters: { session: { ...storyUser, username: 'chani' } },
  beforeEach: own.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('follow-button')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(own.stub.seen).toEqual([]);
  },
};

const phone = serveFollows(sniper(3), { asker: 'Stilgar' });
/** On the narrowest phone: a 44px target with its count. */
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
