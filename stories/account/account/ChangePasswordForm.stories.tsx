import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordForm } from '../../../src/account/account/ChangePasswordForm';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'Account/Account/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [withPadding],
  args: { state: 'idle', message: null, onSend: fn(), onVerify: fn() },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Send is enabled only with the current and new password filled and the new one equal to
 * its confirmation.
 */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(canvas.getByLabelText('New password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    const send = canvas.getByRole('button', { name: 'Send Verification Code' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Current password'), 'Old-Water-1');
    await userEvent.type(canvas.getByLabelText('New password'), 'New-Water-2');
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'New-Water-3');
    await expect(canvas.getByText('Passwords do not match.')).toBeVisible();
    await expect(send).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText('Confirm new password'));
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'New-Water-2');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith({
      currentPassword: 'Old-Water-1',
      newPassword: 'New-Water-2',
    });
  },
};

/** The new password's rules show as it is typed. */
export const WeakNewPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'newwater1');
    await expect(canvas.getByText('Password must contain an uppercase letter.')).toBeVisible();
  },
};

/** While the request runs, Send is disabled. */
export const Sending: Story = {
  args: { state: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** Sent: the code step. */
export const Sent: Story = {
  args: {
    state: 'sent',
    message: 'We sent a 6-digit code to your email. It expires in 10 minutes.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Verification code'), '111222');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and Change Password' }));
    await expect(args.onVerify).toHaveBeenCalledWith('111222');
  },
};

export const Success: Story = {
  args: { state: 'success', message: 'Password changed successfully!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Password changed successfully!',
    );
  },
};

export const Failed: Story = {
  args: { state: 'error', message: 'Failed to update password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to update password',
    );
  },
};
