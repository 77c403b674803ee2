import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '../../../src/api/contract/user';
import { Header } from '../../../src/app/shell/Header';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../../account/fixtures';
import { holdIdle } from '../../fixtures/idle';
import {
  EVERY_KIND,
  manyNotifications,
  notificationCalls,
  serveNotifications,
} from '../../notifications/fixtures';

/**
 * The header's bell over a stand-in for the notification calls: a logged-in player's link to
 * their notifications, whose unread count is asked once the page is idle, never with the first
 * screen, and again when the player comes back to the tab.
 */

const PAUL: User = {
  username: 'PaulAtreides',
  email: 'paul@arrakis.test',
  role: 'user',
  avatarUrl: null,
};

const meta = {
  title: 'App/Shell/Header notification bell',
  component: Header,
  parameters: { session: PAUL, router: { initialEntry: '/classes' } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const UNREAD = 'GET /api/notifications/unread';
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

const firstIdle = holdIdle();
const unread = serveNotifications(EVERY_KIND);
/**
 * Three unread: before the page is idle the bell is there without a count and nothing is asked;
 * once idle, the badge shows 3 and the link's name says so.
 */
export const Unread: Story = {
  beforeEach: serve(unread, firstIdle),
  play: async ({ canvasElement }) => {
    const link = await bell(canvasElement);
    await expect(link).toHaveAccessibleName('Notifications');
    await expect(link).toHaveAttribute('href', '/notifications');
    await expect(within(link).queryByTestId('notification-badge')).toBeNull();
    // The bell is up and waiting for the page to be idle: it has asked nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(unread.stub.seen).toEqual([]);
    firstIdle.release();
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 3 unread'));
    await expect(within(link).getByTestId('notification-badge')).toHaveTextContent('3');
    await expect(notificationCalls(unread.stub)).toEqual([UNREAD]);
  },
};

const noneIdle = holdIdle();
const allRead = serveNotifications(() => manyNotifications(4).map((n) => ({ ...n, read: true })));
/** Nothing unread: the bell without a badge. */
export const AllRead: Story = {
  beforeEach: serve(allRead, noneIdle),
  play: async ({ canvasElement }) => {
    const link = await bell(canvasElement);
    noneIdle.release();
    await waitFor(() => expect(notificationCalls(allRead.stub)).toEqual([UNREAD]));
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

const focusIdle = holdIdle();
const coming = serveNotifications(EVERY_KIND);
/** Back to the tab after a while: the count is asked again and the badge follows. */
export const AsksAgainOnFocus: Story = {
  beforeEach: serve(coming, focusIdle),
  play: async ({ canvasElement }) => {
    const link = await bell(canvasElement);
    focusIdle.release();
    await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 3 unread'));
    const [newest] = coming.stub.notifications;
    if (newest) newest.read = true;
    // A focus soon after is not asked about: the count is fresh.
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(notificationCalls(coming.stub)).toEqual([UNREAD]);
    // A minute later by the clock (and past the moment reads share one request), coming back to
    // the tab asks again.
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + 61_000;
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      window.dispatchEvent(new Event('focus'));
      await waitFor(() => expect(link).toHaveAccessibleName('Notifications, 2 unread'));
    } finally {
      Date.now = realNow;
    }
    await expect(notificationCalls(coming.stub)).toEqual([UNREAD, UNREAD]);
  },
};

const goingIdle = holdIdle();
const going = serveNotifications(EVERY_KIND);
/** The bell leads to the notifications page, and is marked current there. */
export const LeadsToNotifications: Story = {
  beforeEach: serve(going, goingIdle),
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement));
    await expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(
      '/notifications',
    );
    await expect(await bell(canvasElement)).toHaveAttribute('aria-current', 'page');
  },
};

const visitorIdle = holdIdle();
const visitor = serveNotifications(EVERY_KIND);
/** A visitor: the Login link, no bell, nothing asked even once idle. */
export const Visitor: Story = {
  parameters: { session: null },
  beforeEach: serve(visitor, visitorIdle),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    visitorIdle.release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByTestId('notification-bell')).toBeNull();
    await expect(visitor.stub.seen).toEqual([]);
  },
};

const phoneIdle = holdIdle();
const phone = serveNotifications(EVERY_KIND);
/**
 * On the narrowest phone: the bell with its badge, the user menu (its avatar) and the menu button
 * fit beside the brand's logo, 44px targets, nothing runs off the side.
 */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  beforeEach: serve(phone, phoneIdle),
  play: async ({ canvasElement }) => {
    const link = await bell(canvasElement);
    phoneIdle.release();
    await within(link).findByTestId('notification-badge');
    await within(canvasElement).findByRole('button', { name: /PaulAtreides/ });
    await expectPhoneLayout(canvasElement);
    const brand = within(canvasElement).getByRole('link', { name: 'Arrakis Planner, home' });
    const logo = brand.querySelector('img')?.getBoundingClientRect();
    await expect(logo?.right ?? Infinity).toBeLessThanOrEqual(brand.getBoundingClientRect().right);
  },
};
