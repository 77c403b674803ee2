import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportDialog, type ImportAnswer } from '../../../../src/planner/dialogs/ImportDialog';
import {
  IMPORT_CAP_OUT_OF_RANGE,
  IMPORT_NOT_A_BUILD,
  IMPORT_NOT_JSON,
  IMPORT_UNREADABLE,
  IMPORT_WRONG_FORMAT,
} from '../../../../src/skills/importBuild';
import {
  exportedBuildFile,
  importWithEngine,
  notABuildFile,
  textFile,
} from '../../../../stories/planner/dialogs/fixtures/importEngine';

function renderDialog(onImport: (file: File) => Promise<ImportAnswer> = importWithEngine) {
  const onClose = vi.fn();
  const importSpy = vi.fn(onImport);
  render(<ImportDialog open onImport={importSpy} onClose={onClose} />);
  // The picker accepts .json only; a player can still pick "All files", so the test does too.
  const user = userEvent.setup({ applyAccept: false });
  const picker = screen.getByLabelText('Choose a build file');
  return { user, picker, onClose, onImport: importSpy };
}

const jsonFile = (text: string, name = 'build.json') =>
  new File([text], name, { type: 'application/json' });

describe('ImportDialog with the real import engine', () => {
  it('imports a file exported by the planner and closes', async () => {
    const { user, picker, onClose, onImport } = renderDialog();
    const file = exportedBuildFile();
    await user.upload(picker, file);
    expect(onImport).toHaveBeenCalledWith(file);
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a text file', textFile(), IMPORT_NOT_JSON],
    ['an array', jsonFile('[1, 2, 3]'), IMPORT_NOT_A_BUILD],
    ['JSON that is not a build', notABuildFile(), IMPORT_WRONG_FORMAT],
    ['broken JSON', jsonFile('{"buildTitle": '), IMPORT_UNREADABLE],
    [
      'a cap out of range',
      jsonFile(
        JSON.stringify({
          buildTitle: 'Too much spice',
          buildDescription: '',
          buildTags: [],
          customSkillPointCap: 500,
          characterBuild: [],
        }),
      ),
      IMPORT_CAP_OUT_OF_RANGE,
    ],
  ])('refuses %s with the engine’s exact message and stays open', async (_, file, message) => {
    const { user, picker, onClose } = renderDialog();
    await user.upload(picker, file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.textContent).toBe(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Import Build' })).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the message on the next try and closes once a good file comes', async () => {
    const { user, picker, onClose } = renderDialog();
    await user.upload(picker, textFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_NOT_JSON);
    await user.upload(picker, exportedBuildFile());
    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('imports a file dropped on the zone, showing the dragging state first', async () => {
    const { onImport } = renderDialog();
    const zone = screen.getByTestId('import-drop-zone');
    const drag = { dataTransfer: { files: [textFile()], types: ['Files'] } };
    fireEvent.dragEnter(zone, drag);
    expect(await screen.findByText('Drop the file to import it')).toBeInTheDocument();
    fireEvent.drop(zone, drag);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_NOT_JSON);
    expect(onImport).toHaveBeenCalledOnce();
    expect(screen.getByText('Drag and drop a build file here')).toBeInTheDocument();
  });

  it('is busy while the file is read: no second import, no closing', async () => {
    let answer: (value: ImportAnswer) => void = () => undefined;
    const pending = new Promise<ImportAnswer>((resolve) => {
      answer = resolve;
    });
    const { user, picker, onClose, onImport } = renderDialog(() => pending);
    await user.upload(picker, exportedBuildFile());
    expect(
      screen.getByRole('status', { name: 'Reading sandworm-rider.json…' }),
    ).toBeInTheDocument();
    expect(picker).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    fireEvent.drop(screen.getByTestId('import-drop-zone'), {
      dataTransfer: { files: [exportedBuildFile()], types: ['Files'] },
    });
    expect(onImport).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      answer({ ok: true });
      await pending;
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the unreadable-file message when the page’s import throws', async () => {
    const { user, picker, onClose } = renderDialog(() => Promise.reject(new Error('disk')));
    await user.upload(picker, exportedBuildFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_UNREADABLE);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel and Escape close without importing', async () => {
    const { user, onClose, onImport } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onImport).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(<ImportDialog open={false} onImport={importWithEngine} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
