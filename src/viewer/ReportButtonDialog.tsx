import { type SubmitEvent, useId, useState } from 'react';
import type { ReportRequest } from '../api/contract/admin';
import { ADMIN_TEXTS, REPORT_DETAIL_MAX, REPORT_REASONS } from '../api/contract/adminTexts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ERROR_CLASSES, FIELD_CLASSES, HINT_CLASSES, LABEL_CLASSES } from '../ui/form/fieldStyles';

/** Said when Send is pressed with no reason chosen. */
export const REPORT_REASON_REQUIRED = 'Choose a reason.';

/** What the report dialog shows and reports. */
export interface ReportButtonDialogProps {
  open: boolean;
  /** True while the report is on its way: the form waits and cannot be closed. */
  busy: boolean;
  onClose: () => void;
  onSend: (report: ReportRequest) => void;
}

/**
 * 'Report this build': a reason (required, one of the contract's) and an optional detail with a
 * counter. Children of the dialog render only while it is open, so every report starts empty.
 */
export function ReportButtonDialog({ open, busy, onClose, onSend }: ReportButtonDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title={ADMIN_TEXTS.reportTitle}
      size="sm"
    >
      <ReportForm busy={busy} onClose={onClose} onSend={onSend} />
    </Dialog>
  );
}

function ReportForm({ busy, onClose, onSend }: Omit<ReportButtonDialogProps, 'open'>) {
  const [reason, setReason] = useState<ReportRequest['reason'] | null>(null);
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
        <legend className={LABEL_CLASSES}>{ADMIN_TEXTS.reportReasonLabel}</legend>
        {REPORT_REASONS.map((choice) => (
          <label
            key={choice}
            className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-sand-100"
          >
            <input
              type="radio"
              name="report-reason"
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
              {REPORT_REASON_REQUIRED}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div>
        <label htmlFor={detailId} className={LABEL_CLASSES}>
          Details (optional)
        </label>
        <textarea
          id={detailId}
          rows={3}
          maxLength={REPORT_DETAIL_MAX}
          value={detail}
          aria-describedby={`${detailId}-count`}
          onChange={(event) => {
            setDetail(event.target.value);
          }}
          className={`mt-2 ${FIELD_CLASSES}`}
        />
        <p id={`${detailId}-count`} className={`mt-1.5 ${HINT_CLASSES}`}>
          {detail.length}/{REPORT_DETAIL_MAX} characters
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending…' : 'Send report'}
        </Button>
      </div>
    </form>
  );
}
