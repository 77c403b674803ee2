import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { User } from '../../../src/api/contract/user';
import { NotificationBell } from '../../../src/app/shell/NotificationBell';
import { withPadding } from '../../fixtures/decorators';
import { holdIdle } from '../../fixtures/idle';
import {
  EVERY_KIND,
  manyNotifications,
  notificationCalls,
  serveNotifications,
} from '../../notifications/fixtures';

/** The bell by itself over a stand-in for the unread count, asked once the page is idle. */

const PAUL: User = {
  username: 'PaulAtreides',
  email: 'paul@arrakis.test',
  role: 'user',
  avatarUrl: null,
};

const meta = {
  title: 'App/Shell/NotificationBell',
  component: NotificationBell,
  decorators: [withPadding],
  parameters: { session: PAUL, router: { initialEntry: '/classes' } },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('notification-bell');

/** Both stand-ins of a story, installed and taken down together. */
function serve(stand: ReturnType<typeof serveNotifications>, idle: ReturnType<typeof holdIdle>) {
  return () => {
    const restoreIdle = idle.beforeEach();
    const restoreApi = stand.beforeEach();
    return () => {
      restoreApi();
      restoreIdle();
    };
  };
}

const unreadIdle = holdIdle();
const unread = serveNotifications(EVERY_KIND);
/** Three unread: no count before idle, then the badge and the link's name say 3. */
export const Unread: Story = {
  beforeEach: serve(unread, unreadIdle),
  play: async ({ canvasElement }) => {
    const link = await bell(canvasElement);
    await expect(link).toHaveAccessibleName('Notifications');
    await expect(link).toHaveAttribute('href', '/notifications');
    unreadIdle.release();
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 3 unread'));
    await expect(within(link).getByTestId('notification-badge')).toHaveTextContent('3');
    await expect(notificationCalls(unread.stub)).toEqual(['GET /api/notifications/unread']);
  },
};

const readIdle = holdIdle();
const allRead = serveNotifications(() => manyNotifications(4).map((n) => ({ ...n, read: true })));
/** Nothing unread: no badge. */
export const AllRead: Story = {
  beforeEach: serve(allRead, readIdle),
  play: async ({ canvasElement }) => {
    const link = await bell(canvasElement);
    readIdle.release();
    await waitFor(() => expect(notificationCalls(allRead.stub)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(link).toHaveAccessibleName('Notifications');
    await expect(within(link).queryByTestId('notification-badge')).toBeNull();
  },
};

const manyIdle = holdIdle();
const lots = serveNotifications(() => manyNotifications(240));
/** More than 99 unread: the badge reads 99+, the name the exact count. */
export const Many: Story = {
  beforeEach: serve(lots, manyIdle),
  play: async ({ canvasElement }) => {
    const link = await bell(canvasElement);
    manyIdle.release();
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 120 unread'));
    await expect(within(link).getByTestId('notification-badge')).toHaveTextContent('99+');
  },
};

const hereIdle = holdIdle();
const here = serveNotifications(EVERY_KIND);
/** On the notifications page: the bell is the current page. */
export const OnNotificationsPage: Story = {
  beforeEach: serve(here, hereIdle),
  parameters: { router: { initialEntry: '/notifications' } },
  play: async ({ canvasElement }) => {
    const link = await bell(canvasElement);
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

const phoneIdle = holdIdle();
const phone = serveNotifications(EVERY_KIND);
/** On a phone the bell is a 44px target. */
export const Phone: Story = {
  beforeEach: serve(phone, phoneIdle),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const link = await bell(canvasElement);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
