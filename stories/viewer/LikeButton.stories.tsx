import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlreadyLikedDialog, LikeButton } from '../../src/viewer/LikeButton';
import { withDesktopViewer } from './fixtures';

/** The Like button by itself: idle, liked (offering Unlike) and busy. */
const meta = {
  title: 'Viewer/LikeButton',
  component: LikeButton,
  decorators: [withDesktopViewer],
  args: { likes: 7, liked: false, busy: false, onToggle: fn() },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not liked yet: 'Like', the count, pressing it asks once. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like (7 likes)' });
    await expect(button).toHaveAttribute('title', 'Like');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** Liked in this browser: pressed, filled, titled 'Unlike'. */
export const Liked: Story = {
  args: { liked: true, likes: 1 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Unlike (1 like)' });
    await expect(button).toHaveAttribute('title', 'Unlike');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** While a like is on its way: disabled and busy, a press does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByTestId('like-button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** The 'Already Liked' dialog with the server's message; OK closes it. */
export const AlreadyLiked: Story = {
  render: () => <AlreadyLikedDialog message="You liked this build yesterday." onClose={fn()} />,
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Already Liked' });
    await expect(dialog).toHaveTextContent('You liked this build yesterday.');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
  },
};
