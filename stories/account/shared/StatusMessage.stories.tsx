import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusMessage } from '../../../src/account/shared/StatusMessage';
import { withAccountFrame } from '../fixtures';

const meta = {
  title: 'Account/Shared/StatusMessage',
  component: StatusMessage,
  decorators: [withAccountFrame],
  args: { status: null },
} satisfies Meta<typeof StatusMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing has happened yet: nothing is drawn. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main')).toBeEmptyDOMElement();
  },
};

/** A success is a polite status message. */
export const Success: Story = {
  args: {
    status: {
      kind: 'success',
      message: 'If the account exists, a password reset email has been sent.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent(
      'If the account exists, a password reset email has been sent.',
    );
    await expect(message).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An error is an alert, read out at once. */
export const Failure: Story = {
  args: { status: { kind: 'error', message: 'Invalid verification code.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('alert');
    await expect(message).toHaveTextContent('Invalid verification code.');
    await expect(message).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** An outcome without words draws nothing, whatever its kind. */
export const EmptyMessage: Story = {
  args: { status: { kind: 'error', message: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main')).toBeEmptyDOMElement();
  },
};
