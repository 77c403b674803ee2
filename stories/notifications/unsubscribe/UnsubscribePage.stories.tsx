import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOTIFICATION_TEXTS } from '../../../src/api/contract/notificationsTexts';
import UnsubscribePage from '../../../src/notifications/unsubscribe/UnsubscribePage';
import { UNSUBSCRIBE_PAGE_TEXTS } from '../../../src/notifications/unsubscribe/unsubscribePageTexts';
import { withAccountFrame } from '../../account/fixtures';
import { EVERY_KIND, notificationCalls, serveNotifications } from '../fixtures';

/**
 * The routed /unsubscribe page over a stand-in for the notification calls (see ../fixtures.ts),
 * opened by a visitor from a digest's link: the key rides in the fragment.
 */

const KEY = 'dIgEsT-kEy_0123456789abcdef';
const UNSUBSCRIBE = 'POST /api/notifications/unsubscribe';

const meta = {
  title: 'Notifications/Unsubscribe/UnsubscribePage',
  component: UnsubscribePage,
  decorators: [withAccountFrame],
  parameters: { router: { path: '/unsubscribe', initialEntry: `/unsubscribe#${KEY}` } },
} satisfies Meta<typeof UnsubscribePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const press = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: NOTIFICATION_TEXTS.unsubscribe });

const served = serveNotifications(EVERY_KIND);
/** Opening asks nothing; the press sends the fragment's key and says what the server said. */
export const Unsubscribed: Story = {
  beforeEach: served.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(press(canvasElement)).toBeVisible();
    await expect(notificationCalls(served.stub)).toEqual([]);
    await userEvent.click(press(canvasElement));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      NOTIFICATION_TEXTS.unsubscribed,
    );
    await expect(served.stub.seen).toEqual([
      { method: 'POST', path: '/api/notifications/unsubscribe', body: { key: KEY } },
    ]);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: UNSUBSCRIBE_PAGE_TEXTS.toNotifications }),
    ).toHaveAttribute('href', '/notifications');
  },
};

const refused = serveNotifications(EVERY_KIND);
/** A refused key: the server's reason, and the button stays; a second press goes through. */
export const RefusedThenTriedAgain: Story = {
  beforeEach: () => {
    refused.stub.unsubscribe = {
      status: 400,
      body: { statusCode: 400, message: NOTIFICATION_TEXTS.badUnsubscribeKey },
    };
    return refused.beforeEach();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(press(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      NOTIFICATION_TEXTS.badUnsubscribeKey,
    );
    refused.stub.unsubscribe = undefined;
    await userEvent.click(press(canvasElement));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      NOTIFICATION_TEXTS.unsubscribed,
    );
    await waitFor(() =>
      expect(notificationCalls(refused.stub)).toEqual([UNSUBSCRIBE, UNSUBSCRIBE]),
    );
  },
};

const keyless = serveNotifications(EVERY_KIND);
/** Opened without its key: the bad-key text, no button, and nothing asked. */
export const NoKey: Story = {
  beforeEach: keyless.beforeEach,
  parameters: { router: { path: '/unsubscribe', initialEntry: '/unsubscribe' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(NOTIFICATION_TEXTS.badUnsubscribeKey);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(notificationCalls(keyless.stub)).toEqual([]);
  },
};
