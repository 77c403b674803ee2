import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { FormError } from '../../ui/form/FormMessage';
import { SAVED_BUILD_TEXTS, overwriteQuestion } from '../../api/contract/savedBuildsTexts';

/** What the planner tells the Overwrite dialog. */
export interface OverwriteBuildDialogProps {
  open: boolean;
  /** The build's title, which the account already holds a build of. */
  title: string;
  /** While the overwrite (PUT) runs: Overwrite reads 'Saving...' and nothing closes the dialog. */
  busy: boolean;
  /** Why the overwrite failed (the spec's 'Failed to overwrite build' or the server's message). */
  error: string | null;
  onOverwrite: () => void;
  /** Cancel, Escape or the backdrop (not while busy). */
  onClose: () => void;
}

/**
 * The Overwrite dialog (spec §4 "Save flow", §8): the account already has a build of this name;
 * Overwrite replaces it. Cancel has focus first, so Enter never overwrites by accident.
 */
export function OverwriteBuildDialog({
  open,
  title,
  busy,
  error,
  onOverwrite,
  onClose,
}: OverwriteBuildDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      title={SAVED_BUILD_TEXTS.overwriteTitle}
      description={overwriteQuestion(title)}
    >
      <FormError>{error}</FormError>
      <DialogActions>
        <Button variant="secondary" data-autofocus="" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={busy} aria-busy={busy} onClick={onOverwrite}>
          {busy ? 'Saving...' : 'Overwrite'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
