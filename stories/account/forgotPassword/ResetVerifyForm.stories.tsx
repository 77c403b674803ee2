import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetVerifyForm } from '../../../src/account/forgotPassword/ResetVerifyForm';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/ForgotPassword/ResetVerifyForm',
  component: ResetVerifyForm,
  decorators: [withAccountFrame],
  args: { busy: false, onSubmit: fn() },
} satisfies Meta<typeof ResetVerifyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    code: canvas.getByLabelText('Verification code'),
    newPassword: canvas.getByLabelText('New password'),
    confirmation: canvas.getByLabelText('Confirm new password'),
    button: canvas.getByRole('button', { name: /Reset Password|Resetting\.\.\./ }),
  };
};

/** The button waits for all three fields: code, new password and its confirmation. */
export const DisabledUntilAllFilled: Story = {
  play: async ({ canvasElement, args }) => {
    const { code, newPassword, confirmation, button } = fields(canvasElement);
    await expect(button).toHaveAccessibleName('Reset Password');
    await expect(code).toBeRequired();
    await expect(newPassword).toBeRequired();
    await expect(confirmation).toBeRequired();
    await expect(within(canvasElement).getByText('The 6-digit code from the email.')).toBeVisible();
    await expect(button).toBeDisabled();
    await userEvent.type(code, '123 456');
    await expect(code).toHaveValue('123456');
    await expect(button).toBeDisabled();
    await userEvent.type(newPassword, 'Fremen-Water-7');
    await expect(button).toBeDisabled();
    await userEvent.type(confirmation, 'Fremen-Water-7');
    await expect(button).toBeEnabled();
    // Emptying any one of them disables it again.
    await userEvent.clear(code);
    await expect(button).toBeDisabled();
    await userEvent.type(code, '654321');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      code: '654321',
      newPassword: 'Fremen-Water-7',
    });
  },
};

/** A weak new password shows its first problem as it is typed. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const { newPassword } = fields(canvasElement);
    await userEvent.type(newPassword, 'weak');
    await expect(
      within(canvasElement).getByText('Password must be at least 8 characters.'),
    ).toBeVisible();
  },
};

/** Different passwords: 'Passwords do not match.' and nothing is sent; editing clears it. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { code, newPassword, confirmation, button } = fields(canvasElement);
    await userEvent.type(code, '123456');
    await userEvent.type(newPassword, 'Fremen-Water-7');
    await userEvent.type(confirmation, 'Fremen-Water-8');
    await expect(canvas.queryByText('Passwords do not match.')).toBeNull();
    await userEvent.click(button);
    await expect(canvas.getByText('Passwords do not match.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixing the confirmation takes the message away and lets the reset through.
    await userEvent.clear(confirmation);
    await expect(canvas.queryByText('Passwords do not match.')).toBeNull();
    await userEvent.type(confirmation, 'Fremen-Water-7');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      code: '123456',
      newPassword: 'Fremen-Water-7',
    });
  },
};

/** While the reset runs: 'Resetting...', disabled and busy; Enter sends nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { code, newPassword, confirmation } = fields(canvasElement);
    await userEvent.type(code, '123456');
    await userEvent.type(newPassword, 'Fremen-Water-7');
    await userEvent.type(confirmation, 'Fremen-Water-7{Enter}');
    const button = canvas.getByRole('button', { name: 'Resetting...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
    await expect(fields(canvasElement).button).toBeVisible();
  },
};
