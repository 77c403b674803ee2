import { useId, useRef, useState, type SubmitEvent } from 'react';
import {
  DEFAULT_EXPORT_FILE_NAME,
  EXPORT_FILE_NAME_MAX,
  exportFileName,
} from '../../skills/exportBuild';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { CharacterCounter } from './CharacterCounter';
import { FIELD_CLASSES, LABEL_CLASSES } from '../../builds/dialogs/fieldStyles';

export interface ExportDialogProps {
  open: boolean;
  /** The engine's suggestion for the build (suggestedExportFileName(title)). */
  suggestedFileName: string;
  /** Export: the file name the engine made of what was typed (my-build.json when empty). */
  onExport: (fileName: string) => void;
  /** Cancel, Escape, the backdrop, and after Export. */
  onClose: () => void;
}

/** The export file-name dialog (spec §5: max 64 characters, default my-build.json). */
export function ExportDialog({ open, onClose, ...form }: ExportDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Export Build"
      description="Download this build as a .json file you can import again or share."
    >
      <ExportForm {...form} onClose={onClose} />
    </Dialog>
  );
}

function ExportForm({ suggestedFileName, onExport, onClose }: Omit<ExportDialogProps, 'open'>) {
  const [typed, setTyped] = useState(() => suggestedFileName.slice(0, EXPORT_FILE_NAME_MAX));
  const selectedOnce = useRef(false);
  const fieldId = useId();
  const counterId = useId();
  const previewId = useId();
  const fileName = exportFileName(typed);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onExport(fileName);
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <label htmlFor={fieldId} className={LABEL_CLASSES}>
          File name
        </label>
        <CharacterCounter
          id={counterId}
          text={`${typed.length}/${EXPORT_FILE_NAME_MAX}`}
          length={typed.length}
          max={EXPORT_FILE_NAME_MAX}
        />
      </div>
      <input
        id={fieldId}
        name="fileName"
        type="text"
        value={typed}
        maxLength={EXPORT_FILE_NAME_MAX}
        placeholder={DEFAULT_EXPORT_FILE_NAME}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="done"
        aria-describedby={`${counterId} ${previewId}`}
        data-autofocus=""
        onFocus={(event) => {
          // Like a system save dialog: the name is selected, the extension is not.
          if (selectedOnce.current) return;
          selectedOnce.current = true;
          const input = event.currentTarget;
          const dot = input.value.toLowerCase().lastIndexOf('.json');
          input.setSelectionRange(0, dot > 0 ? dot : input.value.length);
        }}
        onChange={(event) => {
          setTyped(event.target.value.slice(0, EXPORT_FILE_NAME_MAX));
        }}
        className={`${FIELD_CLASSES} font-mono text-[0.95rem]`}
      />
      <p id={previewId} className="mt-2 text-sm break-all text-sand-300">
        Saves as <strong className="font-mono font-semibold text-spice-200">{fileName}</strong>
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Export</Button>
      </DialogActions>
    </form>
  );
}
