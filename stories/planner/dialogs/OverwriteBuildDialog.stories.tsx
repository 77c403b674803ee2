import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OverwriteBuildDialog } from '../../../src/planner/dialogs/OverwriteBuildDialog';
import { expectPhoneDialog } from './fixtures/expectations';
import { SAVED_BUILD_TEXTS } from '../../../src/api/contract/savedBuildsTexts';

/** The Overwrite dialog: a save whose name the account already holds (spec §4, §8). */
const meta = {
  title: 'Planner/Dialogs/Overwrite build',
  component: OverwriteBuildDialog,
  args: {
    open: true,
    title: 'Sandworm Rider',
    busy: false,
    error: null,
    onOverwrite: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof OverwriteBuildDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('dialog', { name: 'Overwrite Build?' }));

/** The spec's question; Cancel has focus (Enter never overwrites); Overwrite overwrites. */
export const Ask: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(within(canvasElement).getByRole('dialog')).toHaveAccessibleDescription(
      'A build named Sandworm Rider already exists. Overwrite it?',
    );
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Overwrite' }));
    await expect(args.onOverwrite).toHaveBeenCalledOnce();
    await userEvent.click(cancel);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The title is shown as typed, whatever it holds. */
export const TitleWithQuotes: Story = {
  args: { title: '"Fremen" Ambush <v2>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog')).toHaveAccessibleDescription(
      'A build named "Fremen" Ambush <v2> already exists. Overwrite it?',
    );
  },
};

/** While the overwrite runs: 'Saving...', nothing can close the dialog. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Overwrite' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A failed overwrite: the spec's text as an alert; Overwrite tries again. */
export const Failed: Story = {
  args: { error: SAVED_BUILD_TEXTS.overwriteFailed },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to overwrite build');
    await userEvent.click(dialog.getByRole('button', { name: 'Overwrite' }));
    await expect(args.onOverwrite).toHaveBeenCalledOnce();
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Phone: a bottom sheet, Overwrite on top, thumb-sized buttons. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneDialog(canvasElement, () => []);
    const dialog = dialogOf(canvasElement);
    await expect(
      dialog.getByRole('button', { name: 'Overwrite' }).getBoundingClientRect().top,
    ).toBeLessThan(dialog.getByRole('button', { name: 'Cancel' }).getBoundingClientRect().top);
  },
};
