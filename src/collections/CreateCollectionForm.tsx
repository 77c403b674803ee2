import { type SubmitEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CollectionSummary, CreateCollectionRequest } from '../api/contract/collections';
import { collectionPath } from '../api/contract/collectionsTexts';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { FormError, FormSuccess } from '../ui/form/FormMessage';
import { type CollectionDraft, CollectionFields, draftNameError } from './CollectionFields';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';

/** What a creation came to: the new collection and the server's words, or why it failed. */
export type CreateOutcome =
  { ok: true; collection: CollectionSummary; message: string } | { ok: false; reason: string };

/** Props of the form. */
export interface CreateCollectionFormProps {
  onCreate: (body: CreateCollectionRequest) => Promise<CreateOutcome>;
}

const EMPTY: CollectionDraft = { name: '', description: '', sharing: 'Private' };

/**
 * Makes a collection: a name, a description and Public or Private (Private unless chosen).
 * Once made, the form empties and says so with a link to the new collection's page; a refusal
 * (a taken or flagged name, the limit reached) keeps what was typed.
 */
export function CreateCollectionForm({ onCreate }: CreateCollectionFormProps) {
  const [draft, setDraft] = useState<CollectionDraft>(EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<CreateOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = draftNameError(draft);
    setNameError(missing);
    if (missing !== null) {
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    void onCreate(draft).then((result) => {
      setBusy(false);
      setOutcome(result);
      if (result.ok) setDraft(EMPTY);
    });
  };

  return (
    <Card as="section" aria-labelledby={headingId} className="max-w-2xl p-5 sm:p-6">
      <h2 id={headingId} className="mb-4 font-display text-2xl font-semibold text-sand-100">
        {COLLECTION_PAGE_TEXTS.newHeading}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <CollectionFields
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            if (nameError !== null) setNameError(draftNameError(next));
          }}
          nameError={nameError}
          disabled={busy}
          nameRef={nameRef}
        />
        {outcome?.ok === false && <FormError>{outcome.reason}</FormError>}
        {outcome?.ok === true && (
          <FormSuccess>
            {outcome.message}{' '}
            <Link
              to={collectionPath(outcome.collection.id)}
              className="font-semibold break-words underline underline-offset-4"
            >
              {outcome.collection.name}
            </Link>
          </FormSuccess>
        )}
        <div className="flex sm:justify-end">
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy ? COLLECTION_PAGE_TEXTS.creating : COLLECTION_PAGE_TEXTS.create}
          </Button>
        </div>
      </form>
    </Card>
  );
}
