import { SAVED_BUILD_TEXTS } from '../../api/contract/savedBuilds';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';

export interface ModerationAlertDialogProps {
  open: boolean;
  /** One of the spec's moderation texts (save, update or link). */
  message: string;
  /** OK, Escape or the backdrop (after a save the page reloads, as the spec says). */
  onClose: () => void;
}

/** The alert's title (spec §8), the same wording the server's contract holds. */
export const MODERATION_ALERT_TITLE = SAVED_BUILD_TEXTS.moderationTitle;
/** The spec's text when a share link was refused. */
export const MODERATION_LINK_MESSAGE =
  'Your build content was flagged and a shareable link could not be created. Please revise.';

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
      icon={
        <span className="inline-flex size-10 items-center justify-center rounded-full border border-spice-500/60 bg-spice-950/70 text-spice-300">
          <svg viewBox="0 0 24 24" className="size-5 fill-current">
            <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
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
