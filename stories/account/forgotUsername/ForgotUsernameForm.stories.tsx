import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotUsernameForm } from '../../../src/account/forgotUsername/ForgotUsernameForm';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/ForgotUsername/ForgotUsernameForm',
  component: ForgotUsernameForm,
  decorators: [withAccountFrame],
  args: { busy: false, success: null, error: null, onSubmit: fn() },
} satisfies Meta<typeof ForgotUsernameForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A required email field of type email, a link back to /login; sends the address. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    const button = canvas.getByRole('button', { name: 'Send Username' });
    await expect(button).toBeDisabled();
    await userEvent.type(email, 'stilgar@sietch-tabr.example');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith('stilgar@sietch-tabr.example');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** The same answer whether or not an account has the address. */
export const Sent: Story = {
  args: { success: 'If the account exists, an email has been sent with the username.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'If the account exists, an email has been sent with the username.',
    );
  },
};

/** The bot-check was not ready. */
export const Failed: Story = {
  args: { error: 'reCAPTCHA not initialized' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'reCAPTCHA not initialized',
    );
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
