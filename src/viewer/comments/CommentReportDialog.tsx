import { type SubmitEvent, useId, useState } from 'react';
import type { CommentReportRequest } from '../../api/contract/comments';
import {
  COMMENT_REPORT_DETAIL_MAX,
  COMMENT_REPORT_REASONS,
  COMMENT_TEXTS,
} from '../../api/contract/commentsTexts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import {
  ERROR_CLASSES,
  FIELD_CLASSES,
  HINT_CLASSES,
  LABEL_CLASSES,
} from '../../ui/form/fieldStyles';
import { FormError } from '../../ui/form/FormMessage';
import { REPORT_REASON_REQUIRED } from '../ReportButtonDialog';
import { COMMENTS_VIEW_TEXTS } from './commentsViewTexts';

/** What the comment report dialog shows and reports. */
export interface CommentReportDialogProps {
  open: boolean;
  /** True while the report is on its way: the form waits and cannot be closed. */
  busy: boolean;
  /** Why the last send failed (the server's words), said in the dialog; null when it did not. */
  error: string | null;
  onClose: () => void;
  onSend: (report: CommentReportRequest) => void;
}

type Reason = CommentReportRequest['reason'];

/**
 * 'Report this comment': a reason (required, one of the contract's) and an optional detail with
 * its count, as the build's report asks; a refusal is said in the dialog. Every report starts
 * empty (the dialog's children render only while it is open).
 */
export function CommentReportDialog({
  open,
  busy,
  error,
  onClose,
  onSend,
}: CommentReportDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title={COMMENT_TEXTS.reportTitle}
      size="sm"
    >
      <ReportForm busy={busy} error={error} onClose={onClose} onSend={onSend} />
    </Dialog>
  );
}

function ReportForm({ busy, error, onClose, onSend }: Omit<CommentReportDialogProps, 'open'>) {
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
        <legend className={LABEL_CLASSES}>{COMMENT_TEXTS.reportReasonLabel}</legend>
        {COMMENT_REPORT_REASONS.map((choice) => (
          <label
            key={choice}
            className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-sand-100"
          >
            <input
              type="radio"
              name="comment-report-reason"
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
          {COMMENTS_VIEW_TEXTS.reportDetail}
        </label>
        <textarea
          id={detailId}
          rows={3}
          maxLength={COMMENT_REPORT_DETAIL_MAX}
          value={detail}
          aria-describedby={`${detailId}-count`}
          onChange={(event) => {
            setDetail(event.target.value);
          }}
          className={`mt-2 ${FIELD_CLASSES}`}
        />
        <p id={`${detailId}-count`} className={`mt-1.5 ${HINT_CLASSES}`}>
          {COMMENTS_VIEW_TEXTS.count(detail.length, COMMENT_REPORT_DETAIL_MAX)}
        </p>
      </div>
      <FormError>{error}</FormError>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {COMMENT_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? COMMENTS_VIEW_TEXTS.sending : COMMENTS_VIEW_TEXTS.sendReport}
        </Button>
      </div>
    </form>
  );
}
