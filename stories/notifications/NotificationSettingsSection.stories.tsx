import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXTS,
} from '../../src/api/contract/notificationsTexts';
import { NotificationSettingsSection } from '../../src/notifications/NotificationSettingsSection';
import { NOTIFICATIONS_PAGE_TEXTS } from '../../src/notifications/notificationsPageTexts';
import { PHONE, storyUser } from '../account/fixtures';
import { withPadding } from '../fixtures/decorators';
import { EVERY_KIND, notificationCalls, serveNotifications } from './fixtures';

/** The notification switches over a stand-in for the notification calls. */
const meta = {
  title: 'Notifications/NotificationSettingsSection',
  component: NotificationSettingsSection,
  decorators: [withPadding],
  args: { reader: storyUser.username },
  parameters: { session: storyUser },
} satisfies Meta<typeof NotificationSettingsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = NOTIFICATION_KINDS[0];

const allOn = serveNotifications(EVERY_KIND);
/** Every switch on; moving one saves it. */
export const AllOn: Story = {
  beforeEach: allOn.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: NOTIFICATION_TEXTS.settingsHeading }),
    ).toBeVisible();
    const switches = await canvas.findAllByRole('switch');
    await expect(switches).toHaveLength(NOTIFICATION_KINDS.length);
    for (const control of switches) await expect(control).toBeChecked();
    const control = canvas.getByRole('switch', { name: NOTIFICATION_KIND_LABELS[first] });
    await userEvent.click(control);
    await waitFor(() =>
      expect(notificationCalls(allOn.stub)).toContain('PUT /api/notifications/settings'),
    );
    await waitFor(() => expect(control).not.toBeChecked());
    // The save answers before the story ends, so its cache write never outlives the story.
    await expect(
      await canvas.findByText(
        NOTIFICATIONS_PAGE_TEXTS.settingSaved(NOTIFICATION_KIND_LABELS[first], false),
      ),
    ).toBeVisible();
  },
};

const failing = serveNotifications(EVERY_KIND, {
  loadSettings: { status: 500, body: { message: 'The settings are lost in the sand.' } },
});
/** The switches cannot be read: the error is said. */
export const Failed: Story = {
  beforeEach: failing.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The settings are lost in the sand.',
    );
  },
};

const waiting = serveNotifications(EVERY_KIND, { loadSettings: 'pending' });
/** On their way: no switch yet. */
export const Loading: Story = {
  beforeEach: waiting.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};

const phone = serveNotifications(EVERY_KIND);
/** On a phone. */
export const Phone: Story = {
  beforeEach: phone.beforeEach,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('switch')).toHaveLength(
      NOTIFICATION_KINDS.length,
    );
  },
};
