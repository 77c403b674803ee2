import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PASSWORDS_DO_NOT_MATCH } from '../../../src/api/contract/accountRules';
import { NewPasswordForm } from '../../../src/account/resetLink/NewPasswordForm';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/ResetLink/NewPasswordForm',
  component: NewPasswordForm,
  decorators: [withAccountFrame],
  args: { busy: false, onSubmit: fn() },
} satisfies Meta<typeof NewPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const STRONG = 'Sietch-Tabr-Water-Rings-7';

/** Empty: the button waits for both fields. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('New password')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set New Password' })).toBeDisabled();
  },
};

/** Both fields the same: the new password is sent. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), STRONG);
    await userEvent.type(canvas.getByLabelText('Confirm new password'), STRONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(STRONG);
  },
};

/** Different passwords say so and send nothing. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), STRONG);
    await userEvent.type(canvas.getByLabelText('Confirm new password'), `${STRONG}x`);
    await userEvent.click(canvas.getByRole('button', { name: 'Set New Password' }));
    await expect(canvas.getByText(PASSWORDS_DO_NOT_MATCH)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the password is being set: the button says so and waits. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** On the narrowest phone the form fits, with targets large enough to tap. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
