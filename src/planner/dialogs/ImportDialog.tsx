import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { IMPORT_UNREADABLE } from '../../skills/importBuild';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';

/** What the page answers once it has tried the file (the engine's message when refused). */
export type ImportAnswer = { ok: true } | { ok: false; message: string };

export interface ImportDialogProps {
  open: boolean;
  /** Reads and checks the file (importBuildFile); the dialog shows a refusal's message as is. */
  onImport: (file: File) => Promise<ImportAnswer>;
  /** Cancel, Escape, the backdrop, and after a successful import. */
  onClose: () => void;
}

/**
 * The import dialog: a file picker and a drop zone (a file dropped anywhere while it is open
 * counts). Busy while the page reads the file; a refusal shows the engine's exact message and
 * keeps the dialog open; success closes it.
 */
export function ImportDialog({ open, onImport, onClose }: ImportDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title="Import Build"
      description="Load a build from a .json file exported from this planner."
    >
      <ImportForm onImport={onImport} onClose={onClose} busy={busy} setBusy={setBusy} />
    </Dialog>
  );
}

const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;

function ImportForm({
  onImport,
  onClose,
  busy,
  setBusy,
}: Pick<ImportDialogProps, 'onImport' | 'onClose'> & {
  busy: boolean;
  setBusy: (busy: boolean) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const busyRef = useRef(false);
  const hintId = useId();
  const errorId = useId();

  const importFile = async (file: File) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    setFileName(file.name);
    let answer: ImportAnswer;
    try {
      answer = await onImport(file);
    } catch {
      answer = { ok: false, message: IMPORT_UNREADABLE };
    }
    busyRef.current = false;
    // The dialog's own state (it outlives this form), so it is never left busy.
    setBusy(false);
    if (!mounted.current) return;
    // The same file may be chosen again after a fix.
    if (inputRef.current) inputRef.current.value = '';
    if (answer.ok) {
      onClose();
    } else {
      setError(answer.message);
      inputRef.current?.focus({ preventScroll: true });
    }
  };
  const importRef = useRef(importFile);
  useEffect(() => {
    importRef.current = importFile;
  });

  // While the dialog is open a file may be dropped anywhere: never let the browser open it in
  // place of the planner (that would lose the build on screen).
  useEffect(() => {
    mounted.current = true;
    let depth = 0;
    const onDragEnter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth += 1;
      setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDragOver = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = busyRef.current ? 'none' : 'copy';
    };
    const onDrop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      void importRef.current(file);
    };
    window.addEventListener('dragenter', onDragEnter);
    window.addEventListener('dragleave', onDragLeave);
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      mounted.current = false;
      window.removeEventListener('dragenter', onDragEnter);
      window.removeEventListener('dragleave', onDragLeave);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void importFile(file);
  };

  const zoneTone = dragging
    ? 'border-spice-300 bg-spice-950/50 text-spice-100'
    : 'border-sand-600 bg-sand-950/40 text-sand-200 hover:border-spice-400 hover:bg-sand-800/40';

  return (
    <div>
      <label
        data-testid="import-drop-zone"
        data-dragging={dragging || undefined}
        className={`relative flex min-h-52 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-5 py-8 text-center transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ibad-300 motion-reduce:transition-none ${
          busy ? 'cursor-progress' : 'cursor-pointer'
        } ${zoneTone}`}
      >
        <input
          ref={inputRef}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          aria-label="Choose a build file"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={busy}
          data-autofocus=""
          onChange={onChange}
        />
        {busy ? (
          <Spinner label={fileName ? `Reading ${fileName}…` : 'Reading file…'} />
        ) : (
          <>
            <svg
              aria-hidden="true"
              viewBox="0 0 48 48"
              className={`size-12 fill-none stroke-current stroke-2 ${dragging ? 'text-spice-300' : 'text-sand-400'}`}
            >
              <path
                d="M14 6h14l10 10v24a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Z"
                strokeLinejoin="round"
              />
              <path
                d="M28 6v10h10M24 36V22m-6 6 6-6 6 6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="text-base font-semibold text-sand-50">
              {dragging ? 'Drop the file to import it' : 'Drag and drop a build file here'}
            </span>
            <span aria-hidden="true" className="text-sm text-sand-400">
              or
            </span>
            <span
              aria-hidden="true"
              className="inline-flex min-h-11 items-center rounded-xl border border-sand-600 bg-sand-800/80 px-5 text-sm font-semibold tracking-wide text-sand-100"
            >
              Choose file
            </span>
          </>
        )}
      </label>
      <p id={hintId} className="mt-3 text-sm text-sand-400">
        Only .json files exported from a planner can be imported.
      </p>
      {error && (
        <div
          id={errorId}
          role="alert"
          className="mt-4 flex items-start gap-3 rounded-xl border border-danger-400/60 bg-danger-950/60 p-4 text-sm leading-relaxed text-danger-200"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0 fill-current"
          >
            <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
          </svg>
          <p className="break-words">{error}</p>
        </div>
      )}
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </div>
  );
}
