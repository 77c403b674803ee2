import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Dialog, DialogActions, type DialogProps } from '../../src/ui/Dialog';
import { expectBottomSheet, expectTouchTargets } from '../planner/dialogs/fixtures/expectations';

/** The shared modal: native <dialog>, titled, focus kept inside and given back, phone sheet. */
function DialogBody({ onDone }: { onDone: () => void }) {
  return (
    <>
      <label htmlFor="story-dialog-field" className="mb-2 block text-sm font-semibold">
        Caravan name
      </label>
      <input
        id="story-dialog-field"
        data-autofocus=""
        className="block min-h-11 w-full rounded-xl border border-sand-600 bg-sand-950/70 px-3.5 text-base"
      />
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={onDone}>Save</Button>
      </DialogActions>
    </>
  );
}

/** A page with a button that opens the dialog, as the planner uses it. */
function DialogDemo(props: Omit<DialogProps, 'open' | 'children'> & { startOpen?: boolean }) {
  const { startOpen = false, onClose, ...rest } = props;
  const [open, setOpen] = useState(startOpen);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <div className="p-6">
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Open dialog
      </Button>
      <Dialog {...rest} open={open} onClose={close}>
        <DialogBody onDone={close} />
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  args: {
    title: 'Name the caravan',
    description: 'The name shows on the build card.',
    onClose: fn(),
  },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens titled and described, focuses the field, keeps Tab inside, Escape closes, focus returns. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: 'Name the caravan' });
    await expect(dialog).toHaveAccessibleDescription('The name shows on the build card.');
    await expect(within(dialog).getByLabelText('Caravan name')).toHaveFocus();
    // Opened as a modal: the page behind is inert, the dialog is in the top layer.
    await expect(dialog.matches(':modal')).toBe(true);
    // Tab from the last control comes back to the first (the ✕ button).
    within(dialog).getByRole('button', { name: 'Save' }).focus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A click on the backdrop closes; a click inside does not. */
export const BackdropClick: Story = {
  args: { startOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Name the caravan' });
    await userEvent.click(within(dialog).getByLabelText('Caravan name'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The ✕ button closes; it is a 44px target. */
export const CloseButton: Story = {
  args: { startOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Name the caravan' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expectTouchTargets([close]);
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** While busy nothing closes it: not Escape, not the backdrop, not ✕. */
export const NotDismissible: Story = {
  args: { startOpen: true, dismissible: false },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Name the caravan' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** An alert that needs an answer: role alertdialog, no ✕. */
export const Alert: Story = {
  args: { startOpen: true, alert: true, hideCloseButton: true, title: 'Sandstorm warning' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Sandstorm warning' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

/** Long content scrolls inside the dialog; the buttons stay in view. */
export const LongContent: Story = {
  args: { startOpen: true },
  render: (args) => (
    <Dialog open title="Release notes" onClose={args.onClose}>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i} className="mb-3 text-sand-200">
          Note {i + 1}: the spice must flow, and the caravan must keep to the shadow of the dunes.
        </p>
      ))}
      <DialogActions>
        <Button onClick={args.onClose}>OK</Button>
      </DialogActions>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Release notes' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await expect(ok.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.getBoundingClientRect().height).toBeLessThan(window.innerHeight);
  },
};

/** On a phone: a full-width bottom sheet with 44px buttons. */
export const Phone: Story = {
  args: { startOpen: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Name the caravan' });
    await expectBottomSheet(dialog);
    await expectTouchTargets(within(dialog).getAllByRole('button'));
  },
};
