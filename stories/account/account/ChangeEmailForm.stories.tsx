import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangeEmailForm } from '../../../src/account/account/ChangeEmailForm';
import { withPadding } from '../../fixtures/decorators';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/Account/ChangeEmailForm',
  component: ChangeEmailForm,
  decorators: [withPadding],
  args: { state: 'idle', message: null, onSend: fn(), onVerify: fn() },
} satisfies Meta<typeof ChangeEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Idle: Send waits for the new address and the current password; a bad address says so and
 * is not sent; a good one is, with the password.
 */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('New email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    const password = canvas.getByLabelText('Current password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    const send = canvas.getByRole('button', { name: 'Send Verification Code' });
    await expect(send).toBeDisabled();
    await userEvent.type(email, 'stilgar@sietch');
    await expect(send).toBeDisabled();
    await userEvent.type(password, 'Sand-Walker-42');
    await userEvent.click(send);
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(email, '.example');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith({
      newEmail: 'stilgar@sietch.example',
      currentPassword: 'Sand-Walker-42',
    });
    await expect(canvas.queryByLabelText('Verification code')).toBeNull();
  },
};

export const Sending: Story = {
  args: { state: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('readonly');
  },
};

/** Sent: the code field and its button; the address can be sent again. */
export const Sent: Story = {
  args: {
    state: 'sent',
    message: 'We sent a 6-digit code to your email. It expires in 10 minutes.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a 6-digit code');
    const verify = canvas.getByRole('button', { name: 'Verify and Update Email' });
    await expect(verify).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Verification code'), '654321');
    await userEvent.click(verify);
    await expect(args.onVerify).toHaveBeenCalledWith('654321');
    await expect(canvas.getByRole('button', { name: 'Resend Code' })).toBeVisible();
  },
};

export const Verifying: Story = {
  args: { state: 'verifying' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { state: 'success', message: 'Email updated successfully!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Email updated successfully!',
    );
  },
};

/** Error: the message, no code field, the address can be sent again. */
export const Failed: Story = {
  args: { state: 'error', message: 'Invalid code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid code');
    await expect(canvas.queryByLabelText('Verification code')).toBeNull();
    await userEvent.type(canvas.getByLabelText('New email'), 'stilgar@sietch.example');
    await userEvent.type(canvas.getByLabelText('Current password'), 'Sand-Walker-42');
    await expect(canvas.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled();
  },
};

/** On a phone: nothing runs off the side and every field and button is a 44px target. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
