import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeDialog } from '../../../src/account/shared/CodeDialog';
import { expectPhoneDialog } from '../../planner/dialogs/fixtures/expectations';

const meta = {
  title: 'Account/Shared/CodeDialog',
  component: CodeDialog,
  args: {
    open: true,
    title: 'Verify your email',
    description: 'We sent a 6-digit code to stilgar@sietch-tabr.example.',
    submitLabel: 'Verify',
    busyLabel: 'Verifying...',
    busy: false,
    error: null,
    notice: null,
    resending: false,
    onSubmit: fn(),
    onResend: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CodeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code field is focused with the number pad; Verify waits for six digits. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Verify your email' }));
    const code = dialog.getByLabelText('Verification code');
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    const verify = dialog.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await userEvent.type(code, '12345');
    await expect(verify).toBeDisabled();
    await userEvent.type(code, '6');
    await expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

/** While checking: 'Verifying...', nothing closes it. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A refused code: the reason as an alert, the code can be typed again. */
export const Refused: Story = {
  args: { error: 'Invalid or expired verification code.' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Invalid or expired verification code.',
    );
  },
};

/** After a resend. */
export const Resent: Story = {
  args: { notice: 'A new code has been sent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'A new code has been sent.',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneDialog(canvasElement, (dialog) => [
      dialog.getByLabelText('Verification code'),
    ]);
  },
};
