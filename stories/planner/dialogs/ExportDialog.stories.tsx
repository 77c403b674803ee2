import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportDialog } from '../../../src/planner/dialogs/ExportDialog';
import { suggestedExportFileName } from '../../../src/skills/exportBuild';
import { expectPhoneDialog } from './fixtures/expectations';

const meta = {
  title: 'Planner/Dialogs/Export',
  component: ExportDialog,
  args: {
    open: true,
    // The engine's suggestion for a title with punctuation.
    suggestedFileName: suggestedExportFileName('Sandworm Rider: PvP, v2!'),
    onExport: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('dialog', { name: 'Export Build' }));

/** Prefilled with the suggestion, the name selected without ".json"; Export reports it. */
export const Suggested: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const field = dialog.getByLabelText<HTMLInputElement>('File name');
    await expect(field).toHaveValue('Sandworm-Rider-PvP-v2.json');
    await expect(field).toHaveFocus();
    await expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(
      'Sandworm-Rider-PvP-v2',
    );
    await expect(dialog.getByText('26/64')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Export' }));
    await expect(args.onExport).toHaveBeenCalledWith('Sandworm-Rider-PvP-v2.json');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** An empty name exports as my-build.json (shown before Export). */
export const EmptyName: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.clear(dialog.getByLabelText('File name'));
    await expect(dialog.getByText('my-build.json')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Export' }));
    await expect(args.onExport).toHaveBeenCalledWith('my-build.json');
  },
};

/** A typed name gets ".json"; characters file systems refuse are dropped; Enter exports. */
export const TypedName: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    // The selection (the name) is replaced, ".json" stays.
    await userEvent.keyboard('arrakis/night');
    await expect(dialog.getByText('arrakisnight.json')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('File name'));
    await userEvent.keyboard('caravan{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith('caravan.json');
  },
};

/** Typing past 64 characters is refused. */
export const NameLimit: Story = {
  args: { suggestedFileName: '' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const field = dialog.getByLabelText('File name');
    await userEvent.type(field, 'n'.repeat(70));
    await expect(field).toHaveValue('n'.repeat(64));
    await expect(dialog.getByText('64/64')).toBeVisible();
  },
};

/** Cancel closes without exporting. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(dialogOf(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneDialog(canvasElement, (dialog) => [dialog.getByLabelText('File name')]);
  },
};
