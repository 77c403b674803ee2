import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { COMMENT_BODY_MAX, COMMENT_TEXTS } from '../../api/contract/commentsTexts';
import { visibleMultiline } from '../../skills/visibleText';
import { Button } from '../../ui/Button';
import {
  ERROR_CLASSES,
  FIELD_CLASSES,
  HINT_CLASSES,
  LABEL_CLASSES,
} from '../../ui/form/fieldStyles';
import { FormError } from '../../ui/form/FormMessage';
import { COMMENTS_VIEW_TEXTS } from './commentsViewTexts';

/** What a comment form asks and sends. */
export interface CommentFormProps {
  /** The field's label: 'Your comment' or 'Your reply'. */
  label: string;
  /** The send button's words: 'Post comment', 'Reply' or 'Save'. */
  submitLabel: string;
  /** The text it starts with: an edit starts from the comment's own. */
  initialBody?: string;
  /** Sends the text; a rejection's message is shown, the text kept. */
  onSubmit: (body: string) => Promise<void>;
  /** A reply's or an edit's Cancel: the form closes (the new comment form has none). */
  onCancel?: () => void;
  /** Focuses the field once shown (a reply or an edit the player just opened). */
  focusOnOpen?: boolean;
}

/** A text's length as the server measures it: the visible characters, trimmed. */
function measured(text: string): number {
  return visibleMultiline(text).trim().length;
}

/**
 * A comment's text with its label, its count against the limit and the markdown hint; Post (or
 * Reply, Save) sends it. Too long or empty is said under the field; a failed send says the
 * server's reason in an alert and keeps the text. The new comment form empties once sent.
 */
export function CommentForm({
  label,
  submitLabel,
  initialBody = '',
  onSubmit,
  onCancel,
  focusOnOpen = false,
}: CommentFormProps) {
  const [body, setBody] = useState(initialBody);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const length = measured(body);
  const tooLong = length > COMMENT_BODY_MAX;
  const fieldError = tooLong ? COMMENT_TEXTS.tooLong : missing ? COMMENT_TEXTS.bodyRequired : null;

  useEffect(() => {
    if (focusOnOpen) field.current?.focus();
  }, [focusOnOpen]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (length === 0) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    if (tooLong) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    onSubmit(body).then(
      () => {
        setBusy(false);
        if (onCancel === undefined) setBody('');
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  };

  const describedBy = [`${id}-hint`, `${id}-count`, fieldError ? `${id}-error` : null]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <textarea
        ref={field}
        id={id}
        rows={onCancel === undefined ? 4 : 3}
        value={body}
        readOnly={busy}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setBody(event.target.value);
          setMissing(false);
        }}
        className={`${FIELD_CLASSES} min-h-24 resize-y`}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p id={`${id}-hint`} className={HINT_CLASSES}>
          {COMMENT_TEXTS.formatHint}
        </p>
        <p
          id={`${id}-count`}
          className={`${HINT_CLASSES} tabular-nums ${tooLong ? 'font-semibold text-danger-200' : ''}`}
        >
          {COMMENTS_VIEW_TEXTS.count(length, COMMENT_BODY_MAX)}
        </p>
      </div>
      {/* Live, so a limit passed while typing is read without moving focus. */}
      <div aria-live="polite">
        {fieldError ? (
          <p id={`${id}-error`} className={ERROR_CLASSES}>
            {fieldError}
          </p>
        ) : null}
      </div>
      <FormError>{failure}</FormError>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel === undefined ? null : (
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {COMMENT_TEXTS.cancel}
          </Button>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
