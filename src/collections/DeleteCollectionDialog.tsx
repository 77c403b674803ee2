import { useState } from 'react';
import { Button } from '../ui/Button';
import { Dialog, DialogActions } from '../ui/Dialog';
import { FormError } from '../ui/form/FormMessage';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';

/** Props of the confirmation. */
export interface DeleteCollectionDialogProps {
  open: boolean;
  name: string;
  /** Deletes; resolves with the failure's reason, or null once deleted (the page then leaves). */
  onDelete: () => Promise<string | null>;
  onClose: () => void;
}

/**
 * Asks before a collection is deleted: says what goes (the list) and what stays (its builds).
 * Cancel has the focus, so Enter alone never deletes; while deleting nothing closes it.
 */
export function DeleteCollectionDialog({
  open,
  name,
  onDelete,
  onClose,
}: DeleteCollectionDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      alert
      size="sm"
      dismissible={!busy}
      title={COLLECTION_PAGE_TEXTS.deleteTitle(name)}
      description={COLLECTION_PAGE_TEXTS.deleteDescription}
    >
      <FormError>{failure}</FormError>
      <DialogActions>
        <Button variant="secondary" onClick={close} disabled={busy} data-autofocus="">
          {COLLECTION_PAGE_TEXTS.cancel}
        </Button>
        <Button
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setFailure(null);
            void onDelete().then((reason) => {
              setBusy(false);
              setFailure(reason);
            });
          }}
        >
          {busy ? COLLECTION_PAGE_TEXTS.deleting : COLLECTION_PAGE_TEXTS.deleteConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
