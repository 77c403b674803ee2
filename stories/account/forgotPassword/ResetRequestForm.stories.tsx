import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetRequestForm } from '../../../src/account/forgotPassword/ResetRequestForm';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/ForgotPassword/ResetRequestForm',
  component: ResetRequestForm,
  decorators: [withAccountFrame],
  args: { busy: false, onSubmit: fn() },
} satisfies Meta<typeof ResetRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a required username field with its hint; the button cannot be pressed. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('Username');
    await expect(username).toBeRequired();
    await expect(username).toHaveValue('');
    await expect(canvas.getByText('We email a code to the address on the account.')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Request Reset Code' });
    await expect(button).toBeDisabled();
    // Spaces alone are not a username.
    await userEvent.type(username, '   ');
    await expect(button).toBeDisabled();
    await userEvent.type(username, '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typed: the button is enabled and sends the username without surrounding spaces. */
export const Typed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Request Reset Code' });
    await userEvent.type(canvas.getByLabelText('Username'), '  Stilgar ');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('Stilgar');
  },
};

/** Enter in the field submits as well. */
export const SubmittedWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'Chani{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('Chani');
  },
};

/** While the request runs: 'Requesting...', disabled and busy even with a username typed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'Stilgar{Enter}');
    const button = canvas.getByRole('button', { name: 'Requesting...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Request Reset Code' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Request Reset Code' })).toBeVisible();
  },
};
