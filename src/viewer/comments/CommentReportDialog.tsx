import type { CommentReportRequest } from '../../api/contract/comments';
import {
  COMMENT_REPORT_DETAIL_MAX,
  COMMENT_REPORT_REASONS,
  COMMENT_TEXTS,
} from '../../api/contract/commentsTexts';
import { Dialog } from '../../ui/Dialog';
import { ReportReasonForm } from '../ReportReasonForm';

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
      <ReportReasonForm
        reasons={COMMENT_REPORT_REASONS}
        legend={COMMENT_TEXTS.reportReasonLabel}
        name="comment-report-reason"
        detailMax={COMMENT_REPORT_DETAIL_MAX}
        busy={busy}
        error={error}
        onClose={onClose}
        onSend={onSend}
      />
    </Dialog>
  );
}
