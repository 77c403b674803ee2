import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SuccessDialog } from '../../../src/planner/dialogs/SuccessDialog';
import { expectBottomSheet } from './fixtures/expectations';

const meta = {
  title: 'Planner/Dialogs/Success',
  component: SuccessDialog,
  args: {
    open: true,
    title: 'Build Saved',
    message: 'Your build has been saved to your account.',
    onClose: fn(),
  },
} satisfies Meta<typeof SuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title and message; OK (focused) and Escape close. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Build Saved' });
    await expect(dialog).toHaveAccessibleDescription('Your build has been saved to your account.');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectBottomSheet(within(canvasElement).getByRole('dialog'));
  },
};
