import { type SubmitEvent, useId, useState } from 'react';
import { Button } from '../ui/Button';
import { ERROR_CLASSES, FIELD_CLASSES, HINT_CLASSES, LABEL_CLASSES } from '../ui/form/fieldStyles';
import { FormError } from '../ui/form/FormMessage';
import { REPORT_FORM_TEXTS } from './reportFormTexts';

/** What a report form asks and sends. */
export interface ReportReasonFormProps<Reason extends string> {
  /** The reasons to choose from, one required. */
  reasons: readonly Reason[];
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  detailMax: number;
  /** True while the report is on its way: the form waits. */
  busy: boolean;
  /** Why the last send failed (the server's words); null when it did not. */
  error?: string | null;
  onClose: () => void;
  onSend: (report: { reason: Reason; detail: string }) => void;
}

/**
 * A report's form: a reason (required) and an optional detail with its count, Cancel and Send.
 * Mounted only while its dialog is open, so every report starts empty.
 */
export function ReportReasonForm<Reason extends string>({
  reasons,
  legend,
  name,
  detailMax,
  busy,
  error = null,
  onClose,
  onSend,
}: ReportReasonFormProps<Reason>) {
  const [reason, setReason] = useState<Reason | null>(null);
  const [detail, setDetail] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const detailId = useId();
  const reasonErrorId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason === null) {
      setMissingReason(true);
      return;
    }
    onSend({ reason, detail: detail.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset
        aria-invalid={missingReason ? true : undefined}
        aria-describedby={missingReason ? reasonErrorId : undefined}
        className="flex flex-col"
      >
        <legend className={LABEL_CLASSES}>{legend}</legend>
        {reasons.map((choice) => (
          <label
            key={choice}
            className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-sand-100"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={reason === choice}
              required
              onChange={() => {
                setReason(choice);
                setMissingReason(false);
              }}
              className="size-5 shrink-0 cursor-pointer accent-spice-400"
            />
            {choice}
          </label>
        ))}
        <div aria-live="polite">
          {missingReason ? (
            <p id={reasonErrorId} className={ERROR_CLASSES}>
              {REPORT_FORM_TEXTS.reasonRequired}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div>
        <label htmlFor={detailId} className={LABEL_CLASSES}>
          {REPORT_FORM_TEXTS.detail}
        </label>
        <textarea
          id={detailId}
          rows={3}
          maxLength={detailMax}
          value={detail}
          aria-describedby={`${detailId}-count`}
          onChange={(event) => {
            setDetail(event.target.value);
          }}
          className={`mt-2 ${FIELD_CLASSES}`}
        />
        <p id={`${detailId}-count`} className={`mt-1.5 ${HINT_CLASSES}`}>
          {REPORT_FORM_TEXTS.count(detail.length, detailMax)}
        </p>
      </div>
      <FormError>{error}</FormError>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {REPORT_FORM_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? REPORT_FORM_TEXTS.sending : REPORT_FORM_TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
