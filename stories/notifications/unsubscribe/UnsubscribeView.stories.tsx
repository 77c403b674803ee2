import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOTIFICATION_TEXTS } from '../../../src/api/contract/notificationsTexts';
import { UnsubscribeView } from '../../../src/notifications/unsubscribe/UnsubscribeView';
import { UNSUBSCRIBE_PAGE_TEXTS } from '../../../src/notifications/unsubscribe/unsubscribePageTexts';
import {
  expectPhoneLayout,
  PHONE,
  withAccountFrame,
  withNarrowPhone,
} from '../../account/fixtures';

/** The page a digest's unsubscribe link opens, in each of its states. */
const meta = {
  title: 'Notifications/Unsubscribe/UnsubscribeView',
  component: UnsubscribeView,
  decorators: [withAccountFrame],
  args: { hasKey: true, busy: false, status: null, onUnsubscribe: fn() },
} satisfies Meta<typeof UnsubscribeView>;
export default meta;
type Story = StoryObj<typeof meta>;

const press = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('button', { name: NOTIFICATION_TEXTS.unsubscribe });
const toNotifications = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('link', { name: UNSUBSCRIBE_PAGE_TEXTS.toNotifications });

/** Opened from the mail: what it does, then one press (nothing happens on opening). */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: NOTIFICATION_TEXTS.unsubscribeHeading }),
    ).toBeVisible();
    await expect(canvas.getByText(NOTIFICATION_TEXTS.unsubscribeIntro)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onUnsubscribe).not.toHaveBeenCalled();
    const button = press(canvasElement);
    if (!button) throw new Error('No button to stop the digest.');
    await userEvent.click(button);
    await expect(args.onUnsubscribe).toHaveBeenCalledOnce();
    await expect(toNotifications(canvasElement)).toBeNull();
  },
};

/** Stopping: the button says so and cannot be pressed twice. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: NOTIFICATION_TEXTS.unsubscribing,
    });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onUnsubscribe).not.toHaveBeenCalled();
  },
};

/** Done: the server's message, no button, and the way to the notifications page. */
export const Done: Story = {
  args: { status: { kind: 'success', message: NOTIFICATION_TEXTS.unsubscribed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      NOTIFICATION_TEXTS.unsubscribed,
    );
    await expect(press(canvasElement)).toBeNull();
    await expect(toNotifications(canvasElement)).toHaveAttribute('href', '/notifications');
  },
};

/** Refused or failed: the reason, and the button stays to try again. */
export const Failed: Story = {
  args: { status: { kind: 'error', message: 'Too many tries. Please wait a moment.' } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many tries. Please wait a moment.',
    );
    const button = press(canvasElement);
    if (!button) throw new Error('No button to try again.');
    await userEvent.click(button);
    await expect(args.onUnsubscribe).toHaveBeenCalledOnce();
  },
};

/** The address lacks its key: what to do instead, no button, and the way to the settings. */
export const NoKey: Story = {
  args: { hasKey: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      NOTIFICATION_TEXTS.badUnsubscribeKey,
    );
    await expect(press(canvasElement)).toBeNull();
    await expect(toNotifications(canvasElement)).toHaveAttribute('href', '/notifications');
  },
};

/** On the narrowest phone: nothing runs off the side, the button is a 44px target. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(press(canvasElement)).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};

/** Done, on a phone: the message and the link fit. */
export const PhoneDone: Story = {
  args: { status: { kind: 'success', message: NOTIFICATION_TEXTS.unsubscribed } },
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(toNotifications(canvasElement)).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};
