import { useId } from 'react';
import { FIELD_CLASSES, LABEL_CLASSES } from '../ui/form/fieldStyles';

/** The longest note a desk action records (the decisions' contract). */
const NOTE_MAX = 500;

/** A desk card's note for the record, sent with its decision. */
export function RecordNoteField({
  note,
  onChange,
}: {
  note: string;
  onChange: (note: string) => void;
}) {
  const noteId = useId();
  return (
    <div>
      <label htmlFor={noteId} className={LABEL_CLASSES}>
        Note for the record (optional)
      </label>
      <textarea
        id={noteId}
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={`mt-2 ${FIELD_CLASSES}`}
      />
    </div>
  );
}
