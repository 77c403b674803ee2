import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  ERROR_CLASSES,
  FIELD_CLASSES,
  HINT_CLASSES,
  LABEL_CLASSES,
  WARNING_CLASSES,
} from './fieldStyles';

/** Props of a labelled text field: the input's own props plus what is written around it. */
export interface TextFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'className' | 'children'
> {
  label: ReactNode;
  /** A line under the field saying what is expected (read with the field). */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid. Empty or null: nothing is wrong. */
  error?: string | null;
  /** A yellow caution that does not block the form (e.g. an email typed as a username). */
  warning?: string | null;
  /** A control drawn inside the field's frame on the right (e.g. a show/hide button). */
  trailing?: ReactNode;
}

/**
 * A text input with its label, hint, warning and error. The hint, warning and error describe
 * the input (aria-describedby), and an error marks it aria-invalid, so a screen reader hears
 * the problem when the player lands on the field.
 */
export function TextField({
  label,
  hint,
  error,
  warning,
  trailing,
  id: givenId,
  type = 'text',
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, warning ? warningId : null, error ? errorId : null]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <div className="relative mt-2">
        <input
          id={id}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${FIELD_CLASSES} ${trailing ? 'pr-14' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className={`mt-1.5 ${HINT_CLASSES}`}>
          {hint}
        </p>
      )}
      {/* Live, so a message that appears as the player types is read without moving focus. */}
      <div aria-live="polite">
        {warning && (
          <p id={warningId} className={`mt-1.5 flex items-start gap-1.5 ${WARNING_CLASSES}`}>
            <WarningIcon />
            {warning}
          </p>
        )}
        {error && (
          <p id={errorId} className={`mt-1.5 ${ERROR_CLASSES}`}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 fill-current">
      <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
    </svg>
  );
}
