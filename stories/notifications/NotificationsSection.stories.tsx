import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_TEXTS } from '../../src/api/contract/notificationsTexts';
import { NotificationsSection } from '../../src/notifications/NotificationsSection';
import { PHONE, storyUser } from '../account/fixtures';
import { withPadding } from '../fixtures/decorators';
import { EVERY_KIND, manyNotifications, notificationCalls, serveNotifications } from './fixtures';

/** The player's notifications list over a stand-in for the notification calls. */
const meta = {
  title: 'Notifications/NotificationsSection',
  component: NotificationsSection,
  decorators: [withPadding],
  args: { reader: storyUser.username },
  parameters: { session: storyUser },
} satisfies Meta<typeof NotificationsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST_NAME = 'Your notifications';

const full = serveNotifications(EVERY_KIND);
/** One of each kind: three unread; Mark all as read marks them. */
export const Full: Story = {
  beforeEach: full.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: LIST_NAME });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByTestId('unread-count')).toHaveTextContent('3 unread');
    await userEvent.click(canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }));
    await waitFor(() => expect(canvas.getByTestId('unread-count')).toHaveTextContent('All read'));
    await expect(notificationCalls(full.stub)).toContain('POST /api/notifications/read');
  },
};

const empty = serveNotifications(() => []);
/** Nothing yet: the empty note, and nothing to mark. */
export const Empty: Story = {
  beforeEach: empty.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NOTIFICATION_TEXTS.empty)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }),
    ).toBeDisabled();
  },
};

const many = serveNotifications(() => manyNotifications(45));
/** More than a page: More reads the next. */
export const More: Story = {
  beforeEach: many.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: LIST_NAME });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
  },
};

const failing = serveNotifications(EVERY_KIND, {
  list: { status: 500, body: { message: 'The database is asleep.' } },
});
/** The list cannot be read: the error is said. */
export const Failed: Story = {
  beforeEach: failing.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The database is asleep.',
    );
  },
};

const phone = serveNotifications(EVERY_KIND);
/** On a phone. */
export const Phone: Story = {
  beforeEach: phone.beforeEach,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: LIST_NAME })).toBeVisible();
  },
};
