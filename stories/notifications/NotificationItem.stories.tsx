import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationItem } from '../../src/notifications/NotificationItem';
import { withPadding } from '../fixtures/decorators';
import { EVERY_KIND, type StoryNotification } from './fixtures';

/** One notification: its sentence linking to the build, how long ago, unread or read. */

/** EVERY_KIND, made before the list is read (`NOW`), so each time reads as on the page. */
const ITEMS = EVERY_KIND();
const NOW = Date.now();

/** One of ITEMS by id (n5 reply, n4 comment, n3 published, n2 revised, n1 attention). */
function kind(id: string): StoryNotification {
  const found = ITEMS.find((item) => item.id === id);
  if (!found) throw new Error(`No notification ${id}`);
  return found;
}

const meta = {
  title: 'Notifications/NotificationItem',
  component: NotificationItem,
  decorators: [
    withPadding,
    (Story) => (
      <ol>
        <Story />
      </ol>
    ),
  ],
  args: { item: kind('n5'), now: NOW, onOpen: fn() },
} satisfies Meta<typeof NotificationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An unread reply: "Unread:" in its name, linking to the comment; following it marks it. */
export const UnreadReply: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: 'Unread: Chani replied to your comment on “Sniper”.',
    });
    await expect(link).toHaveAttribute('href', '/build-viewer/SnIpEr01#comment-c77');
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-unread');
    await expect(canvas.getByText('just now')).toBeVisible();
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith('n5');
  },
};

/** An unread publication: links to the build itself. */
export const UnreadPublished: Story = {
  args: { item: kind('n3') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Unread: Stilgar published “Crysknife”.' }),
    ).toHaveAttribute('href', '/build-viewer/CrYsKn1f');
    await expect(canvas.getByText('3 hours ago')).toBeVisible();
  },
};

/** A read one: no "Unread:", and following it marks nothing. */
export const Read: Story = {
  args: { item: kind('n1') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: '“Thumper” needs attention after the game update.',
    });
    await expect(canvas.getByRole('listitem')).not.toHaveAttribute('data-unread');
    await userEvent.click(link);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** On a phone the link is a 44px target. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
