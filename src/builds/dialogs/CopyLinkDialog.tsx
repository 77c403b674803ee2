import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { FIELD_CLASSES, LABEL_CLASSES } from './fieldStyles';

export interface CopyLinkDialogProps {
  open: boolean;
  /** The share link, once made. */
  url: string | null;
  /** Why no link could be made (the spec's 'Failed to generate link…' texts). */
  error: string | null;
  /** While the link is being made. */
  busy: boolean;
  onClose: () => void;
}

/** How long "Copied!" stays on the button. */
const COPIED_MS = 2500;

/** The copy-link dialog of the planner (Link) and the viewer (Get Link). */
export function CopyLinkDialog({ open, url, error, busy, onClose }: CopyLinkDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Shareable Link"
      description="Anyone with this link can open a copy of the build in the planner."
    >
      {busy || (url === null && error === null) ? (
        <Spinner label="Generating link…" />
      ) : error !== null ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-danger-400/60 bg-danger-950/60 p-4 text-sm leading-relaxed text-danger-200"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 size-5 shrink-0 fill-current"
          >
            <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
          </svg>
          <p>{error}</p>
        </div>
      ) : (
        <LinkField url={url ?? ''} />
      )}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type CopyStatus = 'idle' | 'copied' | 'manual';

/**
 * Copies with the Clipboard API; where it is missing or refused (http, old browsers, denied
 * permission), selects the field and tries the legacy copy command.
 */
async function copyToClipboard(text: string, field: HTMLInputElement | null): Promise<boolean> {
  // Missing outside secure contexts and in old browsers, whatever the types say.
  const clipboard = (navigator as { clipboard?: Partial<Clipboard> }).clipboard;
  if (typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Fall through to the selection.
    }
  }
  if (!field) return false;
  field.focus();
  field.setSelectionRange(0, field.value.length);
  try {
    // The only copy left to a browser without the Clipboard API.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

function LinkField({ url }: { url: string }) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const fieldRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const fieldId = useId();
  const canShare = typeof (navigator as { share?: unknown }).share === 'function';

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    const copied = await copyToClipboard(url, fieldRef.current);
    setStatus(copied ? 'copied' : 'manual');
    window.clearTimeout(timer.current);
    if (copied) {
      timer.current = window.setTimeout(() => {
        setStatus('idle');
      }, COPIED_MS);
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: 'Arrakis Planner build', url });
    } catch {
      // Dismissed by the player, or refused: the link stays here to copy.
    }
  };

  return (
    <div>
      <label htmlFor={fieldId} className={`${LABEL_CLASSES} mb-2`}>
        Build link
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={fieldRef}
          id={fieldId}
          type="url"
          value={url}
          readOnly
          spellCheck={false}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          className={`${FIELD_CLASSES} min-w-0 flex-1 font-mono text-sm`}
        />
        <Button data-autofocus="" onClick={() => void copy()} className="sm:w-32">
          {status === 'copied' ? (
            <>
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-4 fill-none stroke-current stroke-[2.5]"
              >
                <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              Copied!
            </>
          ) : (
            'Copy'
          )}
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-sand-300">
        {status === 'copied' && <span className="sr-only">Link copied to the clipboard.</span>}
        {status === 'manual' &&
          'The link is selected: copy it with Ctrl+C (⌘C on a Mac) or your browser’s Copy.'}
      </p>
      {canShare && (
        <Button variant="ghost" className="mt-1 w-full sm:w-auto" onClick={() => void share()}>
          Share…
        </Button>
      )}
    </div>
  );
}
