import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UndoEmailChangeView } from '../../../src/account/undoEmailChange/UndoEmailChangeView';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/UndoEmailChange/UndoEmailChangeView',
  component: UndoEmailChangeView,
  decorators: [withAccountFrame],
  args: { hasToken: true, busy: false, status: null, onUndo: fn() },
} satisfies Meta<typeof UndoEmailChangeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the mail: what will happen, then one press (nothing happens on opening). */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Undo Email Change' }),
    ).toBeVisible();
    await expect(canvas.getByText(/goes back to the address this link was sent to/)).toBeVisible();
    await expect(canvas.getByText(/Every session of your account ends/)).toBeVisible();
    await expect(canvas.getByText(/Then reset your password/)).toBeVisible();
    await expect(args.onUndo).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo the Email Change' }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
  },
};

/** Undoing: the button says so and cannot be pressed twice. */
export const Undoing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Undoing...' })).toBeDisabled();
  },
};

/** Done: the server's message and the way to the password reset. */
export const Done: Story = {
  args: {
    status: {
      kind: 'success',
      message:
        'Your email address is back, and every session of your account has ended. Whoever changed it may know your password: reset your password now.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your email address is back');
    await expect(canvas.queryByRole('button', { name: 'Undo the Email Change' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Reset Your Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** Expired or used: the reason; the button stays for a network hiccup. */
export const Expired: Story = {
  args: {
    status: {
      kind: 'error',
      message:
        'This link has expired or was already used. If someone else changed your email address, tell us on the Feedback page.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This link has expired or was already used.',
    );
  },
};

/** The address lacks its token: how to open it, and no button. */
export const IncompleteLink: Story = {
  args: { hasToken: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This link is not complete. Open it again from the email.',
    );
    await expect(canvas.queryByRole('button', { name: 'Undo the Email Change' })).toBeNull();
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
