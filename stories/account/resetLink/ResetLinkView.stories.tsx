import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetLinkView } from '../../../src/account/resetLink/ResetLinkView';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/ResetLink/ResetLinkView',
  component: ResetLinkView,
  decorators: [withAccountFrame],
  args: { hasToken: true, busy: false, status: null, onSubmit: fn() },
} satisfies Meta<typeof ResetLinkView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The new password and its confirmation: the button waits for both, the rules show as it is
 * typed, and different passwords say so and are not sent.
 */
export const ChoosePassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Choose a New Password' }),
    ).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Set New Password' });
    await expect(button).toBeDisabled();
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'weak');
    await expect(canvas.getByText('Password must be at least 8 characters.')).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'Fremen-Water-7');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Fremen-Water-8');
    await userEvent.click(button);
    await expect(canvas.getByText('Passwords do not match.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Confirm new password'));
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Fremen-Water-7');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith('Fremen-Water-7');
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('readonly');
  },
};

/** Done: the server's message and the way to the login; the form is gone. */
export const Done: Story = {
  args: {
    status: { kind: 'success', message: 'Your password has been reset. You may now log in.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been reset.');
    await expect(canvas.queryByLabelText('New password')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** Expired or used: the server's reason, a new link can be requested. */
export const Expired: Story = {
  args: {
    status: {
      kind: 'error',
      message: 'This password reset has expired or was already used. Please request a new code.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('has expired or was already used');
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** The address lacks its token: how to open it, and no form. */
export const IncompleteLink: Story = {
  args: { hasToken: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This link is not complete. Open it again from the email.',
    );
    await expect(canvas.queryByLabelText('New password')).toBeNull();
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
