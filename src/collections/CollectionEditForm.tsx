import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { CollectionSummary, UpdateCollectionRequest } from '../api/contract/collections';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { FormError } from '../ui/form/FormMessage';
import { type CollectionDraft, CollectionFields, draftNameError } from './CollectionFields';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';

/** Props of the edit form. */
export interface CollectionEditFormProps {
  collection: CollectionSummary;
  /** Sends the changed fields; resolves with the failure's reason, or null once saved. */
  onSave: (changes: UpdateCollectionRequest) => Promise<string | null>;
  onCancel: () => void;
}

/** The fields that differ from the collection as stored (none: nothing to send). */
function changedFields(collection: CollectionSummary, draft: CollectionDraft) {
  const changes: UpdateCollectionRequest = {};
  if (!collection.favourites && draft.name.trim() !== collection.name) changes.name = draft.name;
  if (draft.description.trim() !== collection.description) changes.description = draft.description;
  if (draft.sharing !== collection.sharing) changes.sharing = draft.sharing;
  return changes;
}

/**
 * The owner's inline form: name (fixed for Favourites), description and listing, with Save and
 * Cancel. Focus goes to the name when it opens; the server's refusal (a taken or flagged name)
 * shows above the buttons and the fields keep what was typed.
 */
export function CollectionEditForm({ collection, onSave, onCancel }: CollectionEditFormProps) {
  const [draft, setDraft] = useState<CollectionDraft>({
    name: collection.name,
    description: collection.description,
    sharing: collection.sharing,
  });
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = draftNameError(draft);
    setNameError(missing);
    if (missing !== null) {
      nameRef.current?.focus();
      return;
    }
    const changes = changedFields(collection, draft);
    if (Object.keys(changes).length === 0) {
      onCancel();
      return;
    }
    setBusy(true);
    setFailure(null);
    void onSave(changes).then((reason) => {
      // Saved: the page closes the form, so this one is gone.
      if (reason === null) return;
      setBusy(false);
      setFailure(reason);
    });
  };

  return (
    <Card as="section" aria-labelledby={headingId} className="mb-8 max-w-2xl p-5 sm:p-6">
      <h2 id={headingId} className="mb-4 font-display text-xl font-semibold text-sand-50">
        {COLLECTION_PAGE_TEXTS.editHeading}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <CollectionFields
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            if (nameError !== null) setNameError(draftNameError(next));
          }}
          nameError={nameError}
          nameFixed={collection.favourites}
          disabled={busy}
          nameRef={nameRef}
        />
        <FormError>{failure}</FormError>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {COLLECTION_PAGE_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? COLLECTION_PAGE_TEXTS.saving : COLLECTION_PAGE_TEXTS.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
