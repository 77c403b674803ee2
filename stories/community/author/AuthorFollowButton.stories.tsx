import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_TEXTS } from '../../../src/api/contract/notificationsTexts';
import { AuthorFollowButton } from '../../../src/community/author/AuthorFollowButton';
import { PHONE, storyUser } from '../../account/fixtures';
import { followCalls, serveFollows } from '../../builds/follow/fixtures';
import { withPadding } from '../../fixtures/decorators';
import { CHANI } from './fixtures';

/** The author page's Follow button over a stand-in for the follow calls. */
const meta = {
  title: 'Community/Author/AuthorFollowButton',
  component: AuthorFollowButton,
  decorators: [withPadding],
  args: { username: CHANI.username },
} satisfies Meta<typeof AuthorFollowButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const PATH = `/api/users/${CHANI.username}/follow`;
const chani =
  (followers: number, following = false) =>
  () => ({ [PATH.toLowerCase()]: { owner: CHANI.username, followers, following } });

const button = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('follow-button');

const visitor = serveFollows(chani(5));
/** A visitor: the count, and the login note after pressing. */
export const Visitor: Story = {
  beforeEach: visitor.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).toHaveAccessibleName(/5 followers/));
    await expect(button(canvasElement)).toHaveAttribute(
      'title',
      NOTIFICATION_TEXTS.followAuthor(CHANI.username),
    );
    await userEvent.click(button(canvasElement));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      NOTIFICATION_TEXTS.loginToFollow,
    );
  },
};

const player = serveFollows(chani(5), { asker: storyUser.username });
/** A player follows the author. */
export const Follows: Story = {
  parameters: { session: storyUser },
  beforeEach: player.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).toHaveAccessibleName(/5 followers/));
    await userEvent.click(button(canvasElement));
    await waitFor(() => expect(button(canvasElement)).toHaveAttribute('aria-pressed', 'true'));
    await expect(button(canvasElement)).toHaveAccessibleName(/6 followers/);
    await expect(followCalls(player.stub)).toEqual([`GET ${PATH}`, `PUT ${PATH}`]);
  },
};

const own = serveFollows(chani(5), { asker: CHANI.username });
/** On the player's own page: no button. */
export const OwnPage: Story = {
  parameters: { session: { ...storyUser, username: CHANI.username } },
  beforeEach: own.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('follow-button')).toBeNull();
  },
};

const phone = serveFollows(chani(5), { asker: storyUser.username });
/** On a phone. */
export const Phone: Story = {
  parameters: { session: storyUser },
  globals: PHONE,
  beforeEach: phone.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).toHaveAccessibleName(/5 followers/));
    await expect(button(canvasElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
