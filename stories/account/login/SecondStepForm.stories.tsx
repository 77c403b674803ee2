import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecondStepForm } from '../../../src/account/login/SecondStepForm';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';

const meta = {
  title: 'Account/Login/SecondStepForm',
  component: SecondStepForm,
  decorators: [withAccountFrame],
  args: { busy: false, error: null, onSubmit: fn(), onBack: fn() },
} satisfies Meta<typeof SecondStepForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's code: the number pad and one-time-code autofill; Verify once 6 digits are in. */
export const AppCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
    const field = canvas.getByLabelText('Code from your authenticator app');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    const verify = canvas.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await userEvent.type(field, '12345');
    await expect(verify).toBeDisabled();
    await userEvent.type(field, '6');
    await userEvent.click(verify);
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};

/** "Use a recovery code": a plain field for a saved code. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(canvas.getByLabelText('Recovery code'), 'abcd-efgh-jk23');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('abcd-efgh-jk23');
    await userEvent.click(canvas.getByRole('button', { name: 'Use the app’s code' }));
    await expect(canvas.getByLabelText('Code from your authenticator app')).toHaveValue('');
  },
};

/** A wrong code: the server's message as an alert. */
export const WrongCode: Story = {
  args: { error: 'That code is not right. Check your authenticator app and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'That code is not right.',
    );
  },
};

/** The ticket ran out: the message, and Back to login starts again. */
export const Expired: Story = {
  args: { error: 'This sign-in has expired. Please log in again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This sign-in has expired.');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** While the code is checked: 'Checking...', disabled. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Checking...' })).toBeDisabled();
  },
};

/** On a phone: nothing scrolls sideways, 44px targets. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Use a recovery code' }),
    );
    await expectPhoneLayout(canvasElement);
  },
};
