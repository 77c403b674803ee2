import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';

export interface SuccessDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** OK, Escape or the backdrop. */
  onClose: () => void;
}

/** A success message with OK, e.g. after a build is saved. */
export function SuccessDialog({ open, title, message, onClose }: SuccessDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      hideCloseButton
      title={title}
      description={message}
      icon={
        <span className="inline-flex size-10 items-center justify-center rounded-full border border-ibad-400/60 bg-ibad-500/15 text-ibad-300">
          <svg viewBox="0 0 16 16" className="size-5 fill-none stroke-current stroke-2">
            <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      }
    >
      <DialogActions>
        <Button data-autofocus="" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
