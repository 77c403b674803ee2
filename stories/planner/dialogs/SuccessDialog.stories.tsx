import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SuccessDialog } from '../../../src/planner/dialogs/SuccessDialog';
import { expectBottomSheet } from './fixtures/expectations';
import { SAVED_BUILD_TEXTS } from '../../../src/api/contract/savedBuildsTexts';

const meta = {
  title: 'Planner/Dialogs/Success',
  component: SuccessDialog,
  args: {
    open: true,
    title: 'Build Saved',
    message: SAVED_BUILD_TEXTS.saved,
    onClose: fn(),
  },
} satisfies Meta<typeof SuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new build saved (outcome CREATED): title and the spec's message; OK (focused) and Escape close. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Build Saved' });
    await expect(dialog).toHaveAccessibleDescription('Your build was saved to your account.');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** A same-named build overwritten (outcome UPDATED). */
export const Updated: Story = {
  args: { title: 'Build Updated', message: SAVED_BUILD_TEXTS.updated },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Build Updated' });
    await expect(dialog).toHaveAccessibleDescription('Your build was updated.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
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
