import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeStep, SendCodeButton } from '../../../src/account/account/CodeSteps';
import { withPadding } from '../../fixtures/decorators';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../fixtures';

/** The send button and code step that Change Email and Change Password share, by state. */
const meta = {
  title: 'Account/Account/CodeSteps',
  component: CodeStep,
  decorators: [withPadding],
  args: { state: 'idle', message: null, submitLabel: 'Verify and Update Email', onVerify: fn() },
} satisfies Meta<typeof CodeStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before anything is sent: no code field and no message; the button offers to send. */
export const Idle: Story = {
  render: (args) => (
    <form>
      <SendCodeButton state={args.state} disabled={false} />
      <CodeStep {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled();
    await expect(canvas.queryByLabelText('Verification code')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sending: the button is busy and disabled. */
export const Sending: Story = {
  args: { state: 'sending' },
  render: (args) => <SendCodeButton state={args.state} disabled />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent: the code field; its button waits for six digits; the send button offers a resend. */
export const Sent: Story = {
  args: { state: 'sent', message: 'We sent a 6-digit code to your email.' },
  render: (args) => (
    <>
      <form>
        <SendCodeButton state={args.state} disabled={false} />
      </form>
      <CodeStep {...args} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a 6-digit code');
    const verify = canvas.getByRole('button', { name: 'Verify and Update Email' });
    await userEvent.type(canvas.getByLabelText('Verification code'), '12345');
    await expect(verify).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Verification code'), '6');
    await userEvent.click(verify);
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

/** Verifying: the code is read-only and the button says so. */
export const Verifying: Story = {
  args: { state: 'verifying', submitLabel: 'Verify and Change Password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Verification code')).toHaveAttribute('readonly');
  },
};

/** An error: the message is red (an alert) and the code field is gone, to send again. */
export const Failed: Story = {
  args: { state: 'error', message: 'Invalid code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid code');
    await expect(canvas.queryByLabelText('Verification code')).toBeNull();
  },
};

/** Success: the spec's green message. */
export const Succeeded: Story = {
  args: { state: 'success', message: 'Password changed successfully!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Password changed successfully!',
    );
  },
};

export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { state: 'sent', message: 'We sent a 6-digit code to your email.' },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
