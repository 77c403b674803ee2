import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteBuildDialog } from '../../../src/account/myBuilds/DeleteBuildDialog';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import { expectBottomSheet } from '../../planner/dialogs/fixtures/expectations';
import { expectPhoneLayout, PHONE } from '../fixtures';
import { LONG_TITLE_BUILD, PRIVATE_BUILD } from './fixtures';

const meta = {
  title: 'Account/MyBuilds/DeleteBuildDialog',
  component: DeleteBuildDialog,
  args: {
    build: PRIVATE_BUILD,
    busy: false,
    error: null,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DeleteBuildDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, named by its title. */
function dialogOf(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('dialog', { name: 'Delete Build' });
}

/**
 * Idle: the dialog names the build and warns the deletion is final; the empty field has focus
 * and Delete Build waits for the word. Cancel and the close button ask to cancel.
 */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const dialogElement = dialogOf(canvasElement);
    const dialog = within(dialogElement);
    await expect(dialogElement).toHaveAccessibleDescription(
      'Delete Spice Harvester from your saved builds? This cannot be undone, and its link stops working.',
    );
    await expect(dialog.getByText('Spice Harvester', { selector: 'strong' })).toBeVisible();
    const field = dialog.getByLabelText('Type delete to confirm');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Delete Build' })).toBeDisabled();
    await expect(dialog.queryByRole('alert')).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectNoApiRequest();
  },
};

/** Escape asks to cancel while nothing runs. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(dialogOf(canvasElement)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A wrong word (another case, a trailing space, a prefix) keeps Delete Build disabled. */
export const WrongWord: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    const field = dialog.getByLabelText('Type delete to confirm');
    const confirm = dialog.getByRole('button', { name: 'Delete Build' });
    for (const wrong of ['Delete', 'delete ', 'delet']) {
      await userEvent.clear(field);
      await userEvent.type(field, `${wrong}{Enter}`);
      await expect(confirm).toBeDisabled();
    }
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Exactly `delete` enables Delete Build, which confirms the deletion once. */
export const RightWord: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    const confirm = dialog.getByRole('button', { name: 'Delete Build' });
    await userEvent.type(dialog.getByLabelText('Type delete to confirm'), 'delete');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/**
 * Deleting: 'Deleting...' is busy and disabled, and neither Cancel, the close button nor Escape
 * closes the dialog.
 */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    const busy = dialog.getByRole('button', { name: 'Deleting...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.queryByRole('button', { name: 'Delete Build' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByLabelText('Type delete to confirm')).toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialogOf(canvasElement)).toBeVisible();
  },
};

/** The deletion failed: the message is an alert in the dialog, which stays open to try again. */
export const Failed: Story = {
  args: { error: 'Failed to delete build' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to delete build');
    await userEvent.type(dialog.getByLabelText('Type delete to confirm'), 'delete');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Build' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The server's own reason is shown as it came. */
export const FailedWithServerMessage: Story = {
  args: { error: 'Build not found' },
  play: async ({ canvasElement }) => {
    await expect(within(dialogOf(canvasElement)).getByRole('alert')).toHaveTextContent(
      'Build not found',
    );
  },
};

/** No build: no dialog at all. */
export const Closed: Story = {
  args: { build: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/**
 * On a phone: a bottom sheet with thumb-sized controls, and a long unbroken build name wraps
 * instead of running off the side.
 */
export const Phone: Story = {
  globals: PHONE,
  args: { build: LONG_TITLE_BUILD, error: 'Failed to delete build' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expectBottomSheet(dialog);
    await expectPhoneLayout(dialog);
    const name = within(dialog).getByText(LONG_TITLE_BUILD.title, { selector: 'strong' });
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().right,
    );
  },
};
