import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';

/** Props of the dialog that ends a registration. */
export interface RegistrationSuccessDialogProps {
  open: boolean;
  /** Login: to /login. */
  onLogin: () => void;
  /** Close, Escape or the backdrop: to /. */
  onClose: () => void;
}

/** The end of a registration (spec §2 Register): the account exists; Login or Close. */
export function RegistrationSuccessDialog({
  open,
  onLogin,
  onClose,
}: RegistrationSuccessDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      hideCloseButton
      title="Registration successful"
      description="Your account is ready and you are logged in."
      icon={
        <span className="inline-flex size-10 items-center justify-center rounded-full border border-ibad-400/60 bg-ibad-500/15 text-ibad-300">
          <svg viewBox="0 0 16 16" className="size-5 fill-none stroke-current stroke-2">
            <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      }
    >
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button data-autofocus="" onClick={onLogin}>
          Login
        </Button>
      </DialogActions>
    </Dialog>
  );
}
