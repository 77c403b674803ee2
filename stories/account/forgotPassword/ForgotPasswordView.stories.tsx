import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordView } from '../../../src/account/forgotPassword/ForgotPasswordView';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const requested = {
  kind: 'success',
  message: 'If the account exists, a password reset email has been sent.',
} as const;

const meta = {
  title: 'Account/ForgotPassword/ForgotPasswordView',
  component: ForgotPasswordView,
  decorators: [withAccountFrame],
  args: {
    step: 'request',
    requestBusy: false,
    requestStatus: null,
    verifyBusy: false,
    verifyStatus: null,
    onRequest: fn(),
    onVerify: fn(),
  },
} satisfies Meta<typeof ForgotPasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the button is disabled while the username is empty; a link to Forgot Username. */
export const RequestStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Request Reset Code' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Forgot your username?' })).toHaveAttribute(
      'href',
      '/forgot-username',
    );
    await userEvent.type(canvas.getByLabelText('Username'), 'Stilgar');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onRequest).toHaveBeenCalledWith('Stilgar');
  },
};

/** Step 1 busy: 'Requesting...'. */
export const Requesting: Story = {
  args: { requestBusy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Requesting...' }),
    ).toBeDisabled();
  },
};

/** Step 1 failed. */
export const RequestFailed: Story = {
  args: {
    requestStatus: {
      kind: 'error',
      message: 'There was a problem processing your request. Please try again later.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'There was a problem processing your request. Please try again later.',
    );
  },
};

/**
 * Step 2 after the request: its message on top; the button waits for all three fields;
 * different passwords say so and are not sent; the new password's rules show.
 */
export const VerifyStep: Story = {
  args: { step: 'verify', requestStatus: requested },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If the account exists, a password reset email has been sent.',
    );
    // After too many wrong codes the mail holds a link; the page says so to everyone.
    await expect(canvas.getByText(/If the email has a link instead of a code/)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Reset Password' });
    await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
    await userEvent.type(canvas.getByLabelText('New password'), 'weak');
    await expect(canvas.getByText('Password must be at least 8 characters.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('New password'));
    await userEvent.type(canvas.getByLabelText('New password'), 'Fremen-Water-7');
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Fremen-Water-8');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(canvas.getByText('Passwords do not match.')).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Confirm new password'));
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Fremen-Water-7');
    await userEvent.click(button);
    await expect(args.onVerify).toHaveBeenCalledWith({
      code: '123456',
      newPassword: 'Fremen-Water-7',
    });
  },
};

/** Step 2 busy. */
export const Resetting: Story = {
  args: { step: 'verify', requestStatus: requested, verifyBusy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Resetting...' }),
    ).toBeDisabled();
  },
};

/** Step 2 failed: the code was wrong. */
export const VerifyFailed: Story = {
  args: {
    step: 'verify',
    requestStatus: requested,
    verifyStatus: { kind: 'error', message: 'Invalid verification code.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid verification code.',
    );
  },
};

/** Done: the success message (the page then goes to /login). */
export const Done: Story = {
  args: {
    step: 'verify',
    requestStatus: requested,
    verifyBusy: true,
    verifyStatus: { kind: 'success', message: 'Your password has been reset. You may now log in.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Your password has been reset. You may now log in.'),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { step: 'verify', requestStatus: requested },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
