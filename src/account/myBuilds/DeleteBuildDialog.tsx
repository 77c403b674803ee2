import type { MyBuild } from '../../api/contract/savedBuilds';
import { Dialog } from '../../ui/Dialog';
import { TypedConfirmation } from '../shared/TypedConfirmation';

/** Props of the build deletion dialog. */
export interface DeleteBuildDialogProps {
  /** The build being deleted; null: no dialog. */
  build: MyBuild | null;
  /** True while the build is being deleted. */
  busy: boolean;
  /** Why the deletion failed ('Failed to delete build' or the server's message). */
  error: string | null;
  /** The word was typed: delete the build. */
  onConfirm: () => void;
  /** Cancel, Escape, the backdrop or the close button. */
  onCancel: () => void;
}

/**
 * Deleting a saved build (spec §4 "Build deletion: dialog, type delete, confirm, card removed"):
 * the build's name, the word `delete` to type, then Delete Build. A failure is said in the
 * dialog and nothing is removed; while the deletion runs the dialog cannot be closed.
 */
export function DeleteBuildDialog({
  build,
  busy,
  error,
  onConfirm,
  onCancel,
}: DeleteBuildDialogProps) {
  return (
    <Dialog
      open={build !== null}
      onClose={onCancel}
      size="sm"
      dismissible={!busy}
      title="Delete Build"
      description={
        <>
          Delete <strong className="break-words text-sand-50">{build?.title}</strong> from your
          saved builds? This cannot be undone, and its link stops working.
        </>
      }
    >
      <TypedConfirmation
        confirmLabel="Delete Build"
        busy={busy}
        error={error}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </Dialog>
  );
}
