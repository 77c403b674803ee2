import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DIGEST_CHOICES,
  DIGEST_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXTS,
} from '../../src/api/contract/notificationsTexts';
import { NotificationSettingsSection } from '../../src/notifications/NotificationSettingsSection';
import { NOTIFICATIONS_PAGE_TEXTS } from '../../src/notifications/notificationsPageTexts';
import { expectPhoneLayout, PHONE, storyUser, withNarrowPhone } from '../account/fixtures';
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

/** The email digest's group, once the settings are read. */
const digestGroup = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: NOTIFICATION_TEXTS.digestHeading });

/** The digest's choice `choice` in its group. */
const digestRadio = (group: HTMLElement, choice: keyof typeof DIGEST_LABELS) =>
  within(group).getByRole('radio', { name: DIGEST_LABELS[choice] });

const digestOff = serveNotifications(EVERY_KIND);
/** Below the switches, the email digest: its heading, what it is, and no digest chosen. */
export const DigestOff: Story = {
  beforeEach: digestOff.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await digestGroup(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: NOTIFICATION_TEXTS.digestHeading }),
    ).toBeVisible();
    await expect(group).toHaveAccessibleDescription(NOTIFICATION_TEXTS.digestIntro);
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...DIGEST_CHOICES]);
    await expect(digestRadio(group, 'off')).toBeChecked();
    // It comes after every switch.
    const lastSwitch = canvas.getAllByRole('switch').at(-1);
    await expect(
      lastSwitch?.compareDocumentPosition(group) === Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(true);
    await expect(notificationCalls(digestOff.stub)).not.toContain(
      'PUT /api/notifications/settings',
    );
  },
};

const daily = serveNotifications(EVERY_KIND);
/** Choosing a daily digest saves it with every switch as it was, and says so under the group. */
export const DailyChosenAndSaved: Story = {
  beforeEach: daily.beforeEach,
  play: async ({ canvasElement }) => {
    const group = await digestGroup(canvasElement);
    await userEvent.click(within(group).getByText(DIGEST_LABELS.daily));
    await expect(digestRadio(group, 'daily')).toBeChecked();
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      NOTIFICATION_TEXTS.digestSaved('daily'),
    );
    const puts = daily.stub.seen.filter((call) => call.method === 'PUT');
    await expect(puts.map((call) => call.body)).toEqual([
      {
        kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])),
        digest: 'daily',
      },
    ]);
    await expect(daily.stub.settings.digest).toBe('daily');
    await expect(digestRadio(group, 'daily')).toBeChecked();
  },
};

const refused = serveNotifications(EVERY_KIND, {
  saveSettings: { status: 500, body: { message: 'The digest was lost in a sandstorm.' } },
});
/** A save that fails: the server's reason under the group, and the choice put back. */
export const DigestSaveFailed: Story = {
  beforeEach: refused.beforeEach,
  play: async ({ canvasElement }) => {
    const group = await digestGroup(canvasElement);
    await userEvent.click(digestRadio(group, 'weekly'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The digest was lost in a sandstorm.',
    );
    await expect(digestRadio(group, 'off')).toBeChecked();
    await expect(digestRadio(group, 'weekly')).not.toBeChecked();
    await expect(group).toHaveAttribute('aria-busy', 'false');
  },
};

const oneAtATime = serveNotifications(EVERY_KIND, { saveSettings: 'pending' });
/** While a save is on its way, nothing else is saved: the switches wait, the digest stays. */
export const OneSaveAtATime: Story = {
  beforeEach: oneAtATime.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await digestGroup(canvasElement);
    await userEvent.click(digestRadio(group, 'daily'));
    await waitFor(() =>
      expect(notificationCalls(oneAtATime.stub)).toContain('PUT /api/notifications/settings'),
    );
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(digestRadio(group, 'weekly')).toHaveAttribute('aria-disabled', 'true');
    for (const control of canvas.getAllByRole('switch')) await expect(control).toBeDisabled();
    await userEvent.click(digestRadio(group, 'weekly'));
    await expect(digestRadio(group, 'daily')).toBeChecked();
    await expect(oneAtATime.stub.seen.filter((call) => call.method === 'PUT')).toHaveLength(1);
  },
};

const phone = serveNotifications(EVERY_KIND);
/** On a phone: nothing runs off the side, and each switch and choice is a 44px row. */
export const Phone: Story = {
  beforeEach: phone.beforeEach,
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('switch')).toHaveLength(
      NOTIFICATION_KINDS.length,
    );
    const group = await digestGroup(canvasElement);
    for (const radio of within(group).getAllByRole('radio')) {
      const row = radio.closest('label');
      await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expectPhoneLayout(canvasElement);
    await userEvent.click(within(group).getByText(DIGEST_LABELS.weekly));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      NOTIFICATION_TEXTS.digestSaved('weekly'),
    );
  },
};
