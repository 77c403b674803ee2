import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TypedConfirmation } from '../../../src/account/shared/TypedConfirmation';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../fixtures';

/**
 * The dialog body's side padding: the confirmation lives in a dialog and its actions bar reaches
 * out to the dialog's edges (through that padding).
 */
const withDialogBody: Decorator = (Story) => (
  <div className="px-5 sm:px-6">
    <Story />
  </div>
);

/** As wide as the small dialog it lives in. */
const withDialogWidth: Decorator = (Story) => (
  <div className="mx-auto max-w-sm py-6">
    <Story />
  </div>
);

const meta = {
  title: 'Account/Shared/TypedConfirmation',
  component: TypedConfirmation,
  decorators: [withDialogBody, withDialogWidth],
  args: {
    confirmLabel: 'Delete Build',
    busy: false,
    error: null,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TypedConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The typed-word field, named by its label. */
function field(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByLabelText('Type delete to confirm');
}

/** The confirm button, named by `label`. */
function confirmButton(canvasElement: HTMLElement, label = 'Delete Build'): HTMLElement {
  return within(canvasElement).getByRole('button', { name: label });
}

/**
 * Nothing typed yet: an empty field asking for the word `delete`, the confirm button disabled
 * (pressing it or Enter does nothing), Cancel enabled and no error.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement);
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('readonly');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(canvas.getByText('delete', { selector: 'strong' })).toBeVisible();
    const confirm = confirmButton(canvasElement);
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await userEvent.type(input, '{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expectNoApiRequest();
  },
};

/**
 * Near misses keep the button disabled: another case, a space, a prefix, extra letters; Enter
 * does not confirm them either.
 */
export const WrongWord: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    const confirm = confirmButton(canvasElement);
    for (const wrong of ['Delete', 'DELETE', 'delete ', ' delete', 'delet', 'deleted', 'remove']) {
      await userEvent.clear(input);
      await userEvent.type(input, wrong);
      await expect(input).toHaveValue(wrong);
      await expect(confirm).toBeDisabled();
      await userEvent.type(input, '{Enter}');
      await expect(args.onConfirm).not.toHaveBeenCalled();
    }
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/**
 * Exactly `delete` enables the button; pressing it confirms once. Enter in the field confirms
 * too; taking a letter away disables the button again.
 */
export const RightWord: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    const confirm = confirmButton(canvasElement);
    await userEvent.type(input, 'delete');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.type(input, '{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await userEvent.type(input, '{Backspace}');
    await expect(confirm).toBeDisabled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The account's wording: the confirm button takes the label it is given. */
export const AccountLabel: Story = {
  args: { confirmLabel: 'Delete Account' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), 'delete');
    await userEvent.click(confirmButton(canvasElement, 'Delete Account'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/**
 * While the deletion runs: the button says 'Deleting...' and is busy, Cancel is disabled, the
 * field is read-only, and nothing confirms or cancels.
 */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Delete Build' })).toBeNull();
    const busy = canvas.getByRole('button', { name: 'Deleting...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeDisabled();
    await userEvent.type(input, 'delete{Enter}');
    await expect(input).toHaveValue('');
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await userEvent.click(cancel, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A busy label of its own replaces 'Deleting...'. */
export const BusyLabel: Story = {
  args: { busy: true, busyLabel: 'Removing...' },
  play: async ({ canvasElement }) => {
    await expect(confirmButton(canvasElement, 'Removing...')).toBeDisabled();
    await expect(within(canvasElement).queryByText('Deleting...')).toBeNull();
  },
};

/**
 * The deletion failed: the message as an alert above the buttons; the word can be typed and
 * confirmed again.
 */
export const Failed: Story = {
  args: { error: 'Failed to delete build' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to delete build');
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(
      alert.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.type(field(canvasElement), 'delete');
    await userEvent.click(confirmButton(canvasElement));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** On the narrowest phone: nothing runs off the side, the field and buttons are thumb-sized. */
export const Phone: Story = {
  globals: PHONE,
  // The dialog body's padding inside the narrow column, as in the bottom sheet.
  decorators: [withDialogBody, withNarrowPhone],
  args: { error: 'Failed to delete build' },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
