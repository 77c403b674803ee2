import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { WarningBadge } from './WarningBadge';
import { SAVED_BUILD_TEXTS } from '../../api/contract/savedBuildsTexts';

export interface ModerationAlertDialogProps {
  open: boolean;
  /** One of the spec's moderation texts (save, update or link). */
  message: string;
  /** OK, Escape or the backdrop (after a save the page reloads, as the spec says). */
  onClose: () => void;
}

/** The alert's title (spec §8), the same wording the server's contract holds. */
const MODERATION_ALERT_TITLE = SAVED_BUILD_TEXTS.moderationTitle;

/** The Content Moderation Alert (spec §8 Planner): an alert dialog with its message and OK. */
export function ModerationAlertDialog({ open, message, onClose }: ModerationAlertDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      alert
      size="sm"
      hideCloseButton
      title={MODERATION_ALERT_TITLE}
      description={message}
      icon={<WarningBadge />}
    >
      <DialogActions>
        <Button data-autofocus="" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
