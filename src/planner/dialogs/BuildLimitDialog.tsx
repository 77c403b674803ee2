import { SAVED_BUILD_TEXTS } from '../../api/contract/savedBuilds';
import { Button, ButtonLink } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';

/** What the planner tells Build Limit Reached. */
export interface BuildLimitDialogProps {
  open: boolean;
  /** Close, Escape, the backdrop, and Go to My Builds as it navigates. */
  onClose: () => void;
}

/**
 * Build Limit Reached (spec §4 "Save flow", §8): every save slot is used and the build's name is
 * new. An alert with the spec's text; Go to My Builds leads to where a build can be deleted.
 */
export function BuildLimitDialog({ open, onClose }: BuildLimitDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      alert
      size="sm"
      hideCloseButton
      title={SAVED_BUILD_TEXTS.limitTitle}
      description={SAVED_BUILD_TEXTS.limitReached}
      icon={
        <span className="inline-flex size-10 items-center justify-center rounded-full border border-spice-500/60 bg-spice-950/70 text-spice-300">
          <svg viewBox="0 0 24 24" className="size-5 fill-current">
            <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
          </svg>
        </span>
      }
    >
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <ButtonLink to="/my-builds" data-autofocus="" onClick={onClose}>
          Go to My Builds
        </ButtonLink>
      </DialogActions>
    </Dialog>
  );
}
