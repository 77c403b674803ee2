import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteAccountDialogs } from '../../../src/account/account/DeleteAccountDialogs';
import { expectBottomSheet, expectTouchTargets } from '../../planner/dialogs/fixtures/expectations';

const meta = {
  title: 'Account/Account/DeleteAccountDialogs',
  component: DeleteAccountDialogs,
  args: {
    step: 'type',
    busy: false,
    error: null,
    onConfirmTyped: fn(),
    onDelete: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DeleteAccountDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The confirm button is enabled only when exactly `delete` is typed. */
export const TypeDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Delete Account' }));
    await expect(
      dialog.getByText(/saved builds are not deleted: they are reassigned to an anonymous user/),
    ).toBeVisible();
    const field = dialog.getByLabelText('Type delete to confirm');
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Delete');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'delete ');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'delete');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirmTyped).toHaveBeenCalledOnce();
  },
};

/** The final question: No (focused) cancels; Yes waits for the current password, then deletes. */
export const FinalConfirmation: Story = {
  args: { step: 'confirm' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      within(canvasElement).getByRole('alertdialog', { name: 'Are you sure?' }),
    );
    await expect(dialog.getByText(/Enter your current password/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'No' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    const yes = dialog.getByRole('button', { name: 'Yes, delete my account' });
    await expect(yes).toBeDisabled();
    const password = dialog.getByLabelText('Current password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'Sand-Walker-42');
    await userEvent.click(yes);
    await expect(args.onDelete).toHaveBeenCalledWith('Sand-Walker-42');
  },
};

/** Deleting: nothing can be pressed or closed. */
export const Deleting: Story = {
  args: { step: 'confirm', busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'No' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The deletion failed: its message in the final dialog. */
export const Failed: Story = {
  args: { step: 'confirm', error: 'Failed to delete account' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to delete account',
    );
  },
};

/** A wrong password: the server's reason beside the field, which can be typed again. */
export const WrongPassword: Story = {
  args: { step: 'confirm', error: 'The current password is not correct.' },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('alertdialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
    await expect(dialog.getByLabelText('Current password')).not.toHaveAttribute('readonly');
  },
};

/** The final question on a phone: a bottom sheet of 44px targets, the password field too. */
export const PhoneFinal: Story = {
  args: { step: 'confirm' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog');
    await expectBottomSheet(dialog);
    await expectTouchTargets([
      ...within(dialog).getAllByRole('button'),
      within(dialog).getByLabelText('Current password'),
    ]);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog');
    await expectBottomSheet(dialog);
    await expectTouchTargets([
      ...within(dialog).getAllByRole('button'),
      within(dialog).getByLabelText('Type delete to confirm'),
    ]);
  },
};
