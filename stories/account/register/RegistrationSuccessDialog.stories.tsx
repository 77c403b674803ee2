import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegistrationSuccessDialog } from '../../../src/account/register/RegistrationSuccessDialog';
import { expectPhoneDialog } from '../../planner/dialogs/fixtures/expectations';

const meta = {
  title: 'Account/Register/RegistrationSuccessDialog',
  component: RegistrationSuccessDialog,
  args: { open: true, onLogin: fn(), onClose: fn() },
} satisfies Meta<typeof RegistrationSuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Login (focused) and Close. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Registration successful' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your account is ready and you are logged in.',
    );
    const login = within(dialog).getByRole('button', { name: 'Login' });
    await expect(login).toHaveFocus();
    await userEvent.click(login);
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneDialog(canvasElement, () => []);
  },
};
