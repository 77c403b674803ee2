import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_TEXTS,
} from '../../src/api/contract/notificationsTexts';
import NotificationsPage from '../../src/notifications/NotificationsPage';
import { expectPhoneLayout, PHONE, storyUser, withNarrowPhone } from '../account/fixtures';
import { withPageFrame } from '../fixtures/decorators';
import { EVERY_KIND, manyNotifications, notificationCalls, serveNotifications } from './fixtures';

/**
 * The routed /notifications page over a stand-in for the notification calls (see fixtures.ts),
 * logged in as Stilgar unless a story says otherwise.
 */

const meta = {
  title: 'Notifications/NotificationsPage',
  component: NotificationsPage,
  decorators: [withPageFrame],
  parameters: {
    router: { path: '/notifications', initialEntry: '/notifications' },
    session: storyUser,
  },
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LIST_NAME = 'Your notifications';
const FIRST_PAGE = 'GET /api/notifications?page=1';
const SETTINGS = 'GET /api/notifications/settings';

/** The list's items, once it has loaded. */
async function listed(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const list = await within(canvasElement).findByRole('list', { name: LIST_NAME });
  return within(list).getAllByRole('listitem');
}

/** The items marked unread. */
const unreadItems = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('li[data-unread]')] as HTMLElement[];

const full = serveNotifications(EVERY_KIND);
/**
 * One of each kind, newest first: each sentence links to its build (at the comment for a comment
 * or a reply), says how long ago it came, and the unread ones are marked, for sight and for
 * screen readers. Opening the page marks nothing read; the switches are all on.
 */
export const Full: Story = {
  beforeEach: full.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeVisible();
    const items = await listed(canvasElement);
    await expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Unread: Chani replied to your comment on “Sniper”.',
      'Unread: Chani commented on “Sniper”.',
      'Unread: Stilgar published “Crysknife”.',
      '“Sniper” has a new revision.',
      '“Thumper” needs attention after the game update.',
    ]);
    await expect(
      canvas.getByRole('link', { name: 'Unread: Chani replied to your comment on “Sniper”.' }),
    ).toHaveAttribute('href', '/build-viewer/SnIpEr01#comment-c77');
    await expect(
      canvas.getByRole('link', { name: 'Unread: Chani commented on “Sniper”.' }),
    ).toHaveAttribute('href', '/build-viewer/SnIpEr01#comment-c42');
    await expect(
      canvas.getByRole('link', { name: 'Unread: Stilgar published “Crysknife”.' }),
    ).toHaveAttribute('href', '/build-viewer/CrYsKn1f');
    await expect(
      canvas.getByRole('link', { name: '“Thumper” needs attention after the game update.' }),
    ).toHaveAttribute('href', '/build-viewer/ThUmPeR1');
    const times = items.map((item) => item.querySelector('time')?.textContent);
    await expect(times.slice(0, 4)).toEqual([
      'just now',
      '5 minutes ago',
      '3 hours ago',
      '2 days ago',
    ]);
    await expect(times[4]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(items[0]?.querySelector('time')?.getAttribute('title')).toMatch(/ UTC$/);
    await expect(unreadItems(canvasElement)).toHaveLength(3);
    await expect(canvas.getByTestId('unread-count')).toHaveTextContent('3 unread');
    await expect(
      canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }),
    ).toBeEnabled();
    const settings = canvas.getByRole('region', { name: NOTIFICATION_TEXTS.settingsHeading });
    const switches = await within(settings).findAllByRole('switch');
    await expect(switches.map((control) => control.closest('label')?.textContent)).toEqual(
      Object.values(NOTIFICATION_KIND_LABELS),
    );
    for (const control of switches) await expect(control).toBeChecked();
    await expect(document.title).toBe('Arrakis Planner | Notifications');
    await expect(notificationCalls(full.stub).sort()).toEqual([FIRST_PAGE, SETTINGS].sort());
  },
};

const opening = serveNotifications(EVERY_KIND);
/** Following an unread notification's link marks that one read, and goes to the comment. */
export const OpeningMarksItRead: Story = {
  beforeEach: opening.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvasElement);
    await userEvent.click(
      canvas.getByRole('link', { name: 'Unread: Chani commented on “Sniper”.' }),
    );
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(
      '/build-viewer/SnIpEr01#comment-c42',
    );
    await waitFor(() =>
      expect(opening.stub.seen.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/notifications/read', body: { ids: ['n4'] } },
      ]),
    );
    // Its answer lands on the bell's count: let it, while this story's cache is still there.
    await new Promise((resolve) => setTimeout(resolve, 400));
  },
};

const marking = serveNotifications(EVERY_KIND);
/** "Mark all as read": every one read, the count says so, and the button rests. */
export const MarksAllRead: Story = {
  beforeEach: marking.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }));
    await expect(await canvas.findByRole('status', { name: '' })).toHaveTextContent(
      NOTIFICATION_TEXTS.allRead,
    );
    await expect(unreadItems(canvasElement)).toEqual([]);
    await expect(canvas.getByTestId('unread-count')).toHaveTextContent('All read');
    await expect(
      canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }),
    ).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Chani commented on “Sniper”.' })).toBeVisible();
    const posts = marking.stub.seen.filter((call) => call.method === 'POST');
    await expect(posts.map((call) => call.body)).toEqual([{}]);
  },
};

const refusing = serveNotifications(EVERY_KIND, {
  read: { status: 500, body: { message: 'The database is asleep.' } },
});
/** Marking fails: the server's reason, and the notifications stay unread. */
export const MarkAllFails: Story = {
  beforeEach: refusing.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listed(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The database is asleep.');
    await expect(unreadItems(canvasElement)).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }),
    ).toBeEnabled();
  },
};

const many = serveNotifications(() => manyNotifications(35));
/** More than a page: 30 first, More reads the rest, then More goes. */
export const More: Story = {
  beforeEach: many.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await listed(canvasElement)).toHaveLength(30);
    await expect(canvas.getByTestId('unread-count')).toHaveTextContent('18 unread');
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await waitFor(async () => expect(await listed(canvasElement)).toHaveLength(35));
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
    await expect(notificationCalls(many.stub)).toContain('GET /api/notifications?page=2');
  },
};

const moreBroken = serveNotifications(() => manyNotifications(35), {
  nextPages: { status: 500, body: { message: 'The database is asleep.' } },
});
/** The next page cannot be read: the reason under the list, which stays; More tries again. */
export const MoreFails: Story = {
  beforeEach: moreBroken.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await listed(canvasElement)).toHaveLength(30);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'More notifications could not be loaded: The database is asleep.',
    );
    await expect(await listed(canvasElement)).toHaveLength(30);
    moreBroken.stub.nextPages = undefined;
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await waitFor(async () => expect(await listed(canvasElement)).toHaveLength(35));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const none = serveNotifications(() => []);
/** Nothing yet: what to do about it; nothing to mark. */
export const Empty: Story = {
  beforeEach: none.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NOTIFICATION_TEXTS.empty)).toBeVisible();
    await expect(canvas.getByTestId('unread-count')).toHaveTextContent('All read');
    await expect(
      canvas.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }),
    ).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: LIST_NAME })).toBeNull();
  },
};

const slow = serveNotifications(EVERY_KIND, { list: 'pending', loadSettings: 'pending' });
/** While the list and the switches are on their way. */
export const Loading: Story = {
  beforeEach: slow.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading notifications…' })).toBeVisible();
    // The settings wait under the list's place, so its arrival never moves them (layout shift).
    await expect(
      canvas.queryByRole('region', { name: NOTIFICATION_TEXTS.settingsHeading }),
    ).not.toBeInTheDocument();
  },
};

const broken = serveNotifications(EVERY_KIND, {
  list: { status: 500, body: { message: 'The database is asleep.' } },
});
/** The list cannot be read: the server's reason; the switches still come. */
export const LoadFailed: Story = {
  beforeEach: broken.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The database is asleep.');
    await expect(await canvas.findAllByRole('switch')).toHaveLength(5);
  },
};

const switching = serveNotifications(EVERY_KIND);
/** A switch is saved as it moves: the whole set goes, and a status says what was saved. */
export const SwitchSaved: Story = {
  beforeEach: switching.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revised = await canvas.findByRole('switch', { name: NOTIFICATION_KIND_LABELS.revised });
    await userEvent.click(revised);
    await expect(revised).not.toBeChecked();
    await expect(await canvas.findByRole('status', { name: '' })).toHaveTextContent(
      `Saved: “${NOTIFICATION_KIND_LABELS.revised}” is off.`,
    );
    await expect(revised).toBeEnabled();
    const puts = switching.stub.seen.filter((call) => call.method === 'PUT');
    await expect(puts.map((call) => call.body)).toEqual([
      {
        kinds: { published: true, revised: false, comment: true, reply: true, attention: true },
      },
    ]);
    await userEvent.click(revised);
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(
        `Saved: “${NOTIFICATION_KIND_LABELS.revised}” is on.`,
      ),
    );
    await expect(revised).toBeChecked();
  },
};

const refusedSwitch = serveNotifications(EVERY_KIND, {
  saveSettings: { status: 500, body: { message: 'The database is asleep.' } },
});
/** A save fails: the server's reason, and the switch goes back. */
export const SwitchRefused: Story = {
  beforeEach: refusedSwitch.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reply = await canvas.findByRole('switch', { name: NOTIFICATION_KIND_LABELS.reply });
    await userEvent.click(reply);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The database is asleep.');
    await expect(reply).toBeChecked();
    await expect(reply).toBeEnabled();
  },
};

const settingsBroken = serveNotifications(EVERY_KIND, {
  loadSettings: { status: 500, body: { message: 'The settings are lost in the sand.' } },
});
/** The switches cannot be read: the reason in their section; the list is there. */
export const SettingsLoadFailed: Story = {
  beforeEach: settingsBroken.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = await canvas.findByRole('region', {
      name: NOTIFICATION_TEXTS.settingsHeading,
    });
    await expect(await within(settings).findByRole('alert')).toHaveTextContent(
      'The settings are lost in the sand.',
    );
    await expect(await listed(canvasElement)).toHaveLength(5);
  },
};

const visitor = serveNotifications(EVERY_KIND);
/** A visitor (the route sends them to log in first; this is what the page itself says). */
export const Visitor: Story = {
  beforeEach: visitor.beforeEach,
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You must be logged in to read your notifications.'),
    ).toBeVisible();
    await expect(visitor.stub.seen).toEqual([]);
  },
};

const phone = serveNotifications(EVERY_KIND);
/** On the narrowest phone: one column, nothing runs off the side, 44px targets and switch rows. */
export const Phone: Story = {
  beforeEach: phone.beforeEach,
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(await listed(canvasElement)).toHaveLength(5);
    await expectPhoneLayout(canvasElement);
    for (const control of await within(canvasElement).findAllByRole('switch')) {
      const row = control.closest('label');
      await expect(Math.round(row?.getBoundingClientRect().height ?? 0)).toBeGreaterThanOrEqual(44);
    }
  },
};
