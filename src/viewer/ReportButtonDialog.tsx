import type { ReportRequest } from '../api/contract/admin';
import { ADMIN_TEXTS, REPORT_DETAIL_MAX, REPORT_REASONS } from '../api/contract/adminTexts';
import { Dialog } from '../ui/Dialog';
import { ReportReasonForm } from './ReportReasonForm';

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
      <ReportReasonForm
        reasons={REPORT_REASONS}
        legend={ADMIN_TEXTS.reportReasonLabel}
        name="report-reason"
        detailMax={REPORT_DETAIL_MAX}
        busy={busy}
        onClose={onClose}
        onSend={onSend}
      />
    </Dialog>
  );
}
