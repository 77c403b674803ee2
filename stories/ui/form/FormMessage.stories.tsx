import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormMessage } from '../../../src/ui/form/FormMessage';
import { withPadding } from '../../fixtures/decorators';

const meta = {
  title: 'UI/Form/FormMessage',
  component: FormMessage,
  decorators: [withPadding],
  args: { kind: 'error', children: 'Failed to update password' },
} satisfies Meta<typeof FormMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failure is an alert. */
export const Failure: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to update password',
    );
  },
};

/** A success is a polite status. */
export const Success: Story = {
  args: { kind: 'success', children: 'Password changed successfully!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Password changed successfully!',
    );
  },
};

/** A caution is a status too. */
export const Warning: Story = {
  args: { kind: 'warning', children: 'Only usernames are accepted for login.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

/** No message: nothing drawn. */
export const Empty: Story = {
  args: { children: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
