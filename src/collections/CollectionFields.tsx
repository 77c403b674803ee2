import { type Ref, useId } from 'react';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_NAME_MAX,
  COLLECTION_SHARINGS,
  COLLECTION_TEXTS,
  type CollectionSharing,
} from '../api/contract/collectionsTexts';
import { FIELD_CLASSES, HINT_CLASSES, LABEL_CLASSES } from '../ui/form/fieldStyles';
import { TextField } from '../ui/form/TextField';
import { COLLECTION_PAGE_TEXTS } from './collectionPageTexts';

/** What a collection's form edits. */
export interface CollectionDraft {
  name: string;
  description: string;
  sharing: CollectionSharing;
}

/** Props of the fields. */
export interface CollectionFieldsProps {
  draft: CollectionDraft;
  onChange: (draft: CollectionDraft) => void;
  /** Why the name cannot be saved (empty, taken), shown under it. */
  nameError?: string | null;
  /** Favourites keeps its name: the field is read-only and says why. */
  nameFixed?: boolean;
  disabled?: boolean;
  /** The name's input, for a form that moves focus to it when it opens. */
  nameRef?: Ref<HTMLInputElement>;
}

/**
 * A collection's name, description (plain text, line breaks kept) and listing (Public or
 * Private, each saying who sees it), for making one and for editing one.
 */
export function CollectionFields({
  draft,
  onChange,
  nameError = null,
  nameFixed = false,
  disabled = false,
  nameRef,
}: CollectionFieldsProps) {
  const descriptionId = useId();
  const sharingName = useId();
  return (
    <>
      <TextField
        label={COLLECTION_PAGE_TEXTS.nameLabel}
        value={draft.name}
        required
        maxLength={COLLECTION_NAME_MAX}
        readOnly={nameFixed}
        disabled={disabled}
        autoComplete="off"
        ref={nameRef}
        hint={nameFixed ? COLLECTION_TEXTS.favouritesFixed : undefined}
        error={nameError}
        onChange={(event) => {
          onChange({ ...draft, name: event.target.value });
        }}
      />
      <div className="min-w-0">
        <label htmlFor={descriptionId} className={LABEL_CLASSES}>
          {COLLECTION_PAGE_TEXTS.descriptionLabel}
        </label>
        <textarea
          id={descriptionId}
          rows={4}
          value={draft.description}
          maxLength={COLLECTION_DESCRIPTION_MAX}
          disabled={disabled}
          aria-describedby={`${descriptionId}-count`}
          onChange={(event) => {
            onChange({ ...draft, description: event.target.value });
          }}
          className={`mt-2 ${FIELD_CLASSES}`}
        />
        <p id={`${descriptionId}-count`} className={`mt-1.5 ${HINT_CLASSES}`}>
          {COLLECTION_PAGE_TEXTS.charactersLeft(
            draft.description.length,
            COLLECTION_DESCRIPTION_MAX,
          )}
        </p>
      </div>
      <fieldset className="flex min-w-0 flex-col" disabled={disabled}>
        <legend className={LABEL_CLASSES}>{COLLECTION_PAGE_TEXTS.sharingLabel}</legend>
        {COLLECTION_SHARINGS.map((sharing) => (
          <label
            key={sharing}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-sand-100"
          >
            <input
              type="radio"
              name={sharingName}
              value={sharing}
              checked={draft.sharing === sharing}
              onChange={() => {
                onChange({ ...draft, sharing });
              }}
              className="size-5 shrink-0 cursor-pointer accent-spice-400"
            />
            <span className="font-semibold">{sharing}</span>
            <span className="text-sand-300">{COLLECTION_PAGE_TEXTS.sharingHints[sharing]}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}

/** Why a draft cannot be sent (a name of nothing but spaces), or null. */
export function draftNameError(draft: CollectionDraft): string | null {
  return draft.name.trim() === '' ? COLLECTION_TEXTS.nameRequired : null;
}
