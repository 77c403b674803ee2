import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImportDialog, type ImportAnswer } from '../../../src/planner/dialogs/ImportDialog';
import { IMPORT_NOT_JSON, IMPORT_WRONG_FORMAT } from '../../../src/skills/importBuild';
import { expectPhoneDialog } from './fixtures/expectations';
import {
  exportedBuildFile,
  dragFile,
  importWithEngine,
  notABuildFile,
  textFile,
} from './fixtures/importEngine';

/** The import dialog with the real engine and the real game data behind onImport. */
const meta = {
  title: 'Planner/Dialogs/Import',
  component: ImportDialog,
  args: { open: true, onImport: fn(importWithEngine), onClose: fn() },
} satisfies Meta<typeof ImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('dialog', { name: 'Import Build' }));

/** Ready: the picker (focused, .json only) inside the drop zone. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const picker = dialog.getByLabelText('Choose a build file');
    await expect(picker).toHaveFocus();
    await expect(picker).toHaveAttribute('accept', '.json,application/json');
    await expect(dialog.getByText('Drag and drop a build file here')).toBeVisible();
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

/** A build exported by this planner imports; the dialog closes. */
export const ValidFile: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const file = exportedBuildFile();
    await userEvent.upload(dialog.getByLabelText('Choose a build file'), file);
    await expect(args.onImport).toHaveBeenCalledWith(file);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** A text file dropped on the zone: the engine's exact message, the dialog stays open. */
export const InvalidFileDropped: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const zone = dialog.getByTestId('import-drop-zone');
    const file = textFile();
    dragFile(zone, 'dragenter', file);
    dragFile(zone, 'dragover', file);
    await expect(await dialog.findByText('Drop the file to import it')).toBeVisible();
    await expect(zone).toHaveAttribute('data-dragging', 'true');
    dragFile(zone, 'drop', file);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(IMPORT_NOT_JSON);
    await expect(zone).not.toHaveAttribute('data-dragging');
    await expect(dialog.getByLabelText('Choose a build file')).toHaveAccessibleDescription(
      new RegExp(IMPORT_NOT_JSON.replace('.', '\\.')),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A JSON file that is not a build: the wrong-format message; then a good file still works. */
export const NotABuild: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const picker = dialog.getByLabelText('Choose a build file');
    await userEvent.upload(picker, notABuildFile());
    await expect(await dialog.findByRole('alert')).toHaveTextContent(IMPORT_WRONG_FORMAT);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.upload(picker, exportedBuildFile());
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** Busy while the file is read: spinner, picker and Cancel disabled, Escape ignored. */
export const Busy: Story = {
  args: { onImport: fn((_file: File) => new Promise<ImportAnswer>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.upload(dialog.getByLabelText('Choose a build file'), exportedBuildFile());
    await expect(
      dialog.getByRole('status', { name: 'Reading sandworm-rider.json…' }),
    ).toBeInTheDocument();
    await expect(dialog.getByLabelText('Choose a build file')).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel closes without importing. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(dialogOf(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

/** Phone: a bottom sheet; the zone and Cancel are large targets. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectPhoneDialog(canvasElement, (dialog) => [dialog.getByTestId('import-drop-zone')]);
  },
};
