import { Button, ButtonLink } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { WarningBadge } from './WarningBadge';
import { SAVED_BUILD_TEXTS } from '../../api/contract/savedBuildsTexts';

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
      icon={<WarningBadge />}
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
