import { useId } from 'react';
import { REVISION_NOTE_MAX, REVISION_TEXTS } from '../../api/contract/buildRevisionsTexts';
import { FIELD_CLASSES, LABEL_CLASSES } from '../../builds/dialogs/fieldStyles';
import { LISTING_NOTES, RESTRICTED_LISTING_MESSAGE, type Listing } from '../../skills/buildListing';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { FormError } from '../../ui/form/FormMessage';
import { CharacterCounter } from './CharacterCounter';

/** What the planner tells the Save dialog. */
export interface SaveBuildDialogProps {
  open: boolean;
  /** The build's title: its name in the account. */
  title: string;
  /** The listing the build will be saved with (shownListing of the build's sharing). */
  listing: Listing;
  /** Builds the account holds, once known (null while the count loads or failed). */
  slotsUsed: number | null;
  /** Saved builds an account may hold. */
  limit: number;
  /** While the save runs: Save reads 'Saving...' and nothing closes the dialog. */
  busy: boolean;
  /** Why the last save failed (the spec's 'Failed to save build' or the server's message). */
  error: string | null;
  /** The note the save keeps with its revision, as typed. */
  note: string;
  /** What is noted when the player writes nothing ("Migrated to …"); empty for nothing. */
  defaultNote: string;
  onNoteChange: (note: string) => void;
  onSave: () => void;
  /** Cancel, Escape or the backdrop (not while busy). */
  onClose: () => void;
}

/** Listing names as the badge shows them, with the badge's colours. */
const LISTING_BADGES: Readonly<Record<Listing, string>> = {
  Private: 'border-sand-500 bg-sand-800 text-sand-100',
  Public: 'border-ibad-400/70 bg-ibad-500/15 text-ibad-300',
  Restricted: 'border-danger-400/70 bg-danger-950/60 text-danger-200',
};

/**
 * The Save dialog (spec §4 "Save flow"): asks to save the build to the account, says how it will
 * be listed and how many save slots are used, and runs the save with Save.
 */
export function SaveBuildDialog({
  open,
  title,
  listing,
  slotsUsed,
  limit,
  busy,
  error,
  note,
  defaultNote,
  onNoteChange,
  onSave,
  onClose,
}: SaveBuildDialogProps) {
  const noteId = useId();
  const counterId = useId();
  const noteErrorId = useId();
  const length = note.trim().length;
  const tooLong = length > REVISION_NOTE_MAX;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title="Save Build"
      description={`Save "${title}" to your account?`}
    >
      <div className="flex flex-col gap-4">
        <ListingSummary listing={listing} />
        {slotsUsed !== null && (
          <p className="text-sm text-sand-300">
            {slotsUsed}/{limit} save slots used
          </p>
        )}
        <div>
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <label htmlFor={noteId} className={LABEL_CLASSES}>
              Note for this revision (optional)
            </label>
            <CharacterCounter
              id={counterId}
              text={`${length}/${REVISION_NOTE_MAX}`}
              length={length}
              max={REVISION_NOTE_MAX}
            />
          </div>
          <input
            id={noteId}
            name="revision_note"
            type="text"
            value={note}
            placeholder={defaultNote}
            autoComplete="off"
            enterKeyHint="done"
            disabled={busy}
            aria-invalid={tooLong}
            aria-describedby={tooLong ? `${counterId} ${noteErrorId}` : counterId}
            onChange={(event) => {
              onNoteChange(event.target.value);
            }}
            className={FIELD_CLASSES}
          />
          {tooLong ? (
            <p id={noteErrorId} role="alert" className="mt-1.5 text-sm text-red-200">
              {REVISION_TEXTS.noteTooLong}
            </p>
          ) : null}
        </div>
        <FormError>{error}</FormError>
      </div>
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
        <Button data-autofocus="" disabled={busy || tooLong} aria-busy={busy} onClick={onSave}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** How the build will be listed once saved, and what that means (spec §4 notes). */
function ListingSummary({ listing }: { listing: Listing }) {
  const note = listing === 'Restricted' ? RESTRICTED_LISTING_MESSAGE : LISTING_NOTES[listing];
  return (
    <div
      data-testid="save-listing"
      className="rounded-xl border border-sand-700/80 bg-sand-950/50 px-4 py-3"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-sand-100">
        Build Listing:
        <span
          className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${LISTING_BADGES[listing]}`}
        >
          {listing}
        </span>
      </p>
      <p className="mt-1.5 text-sm leading-relaxed text-sand-300">{note}</p>
    </div>
  );
}
