import { useState } from 'react';
import type { ReportRequest } from '../api/contract/admin';
import { ADMIN_TEXTS, reportFailureText } from '../api/contract/adminTexts';
import type { MessageResponse } from '../api/contract/message';
import { ApiRequestError } from '../api/requestJson';
import { useCurrentUser } from '../api/session/sessionContext';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';
import { ReportButtonDialog } from './ReportButtonDialog';

/**
 * The build's public url from the viewer's own address of it (`{origin}/build-viewer/{url}`);
 * null when there is no such address (a hand-over that was never saved).
 */
export function reportedUrlOf(link: string | null): string | null {
  if (link === null) return null;
  const last = link.split('/').at(-1) ?? '';
  return last === '' ? null : decodeURIComponent(last);
}

/**
 * `POST /api/saved-builds/{url}/report`, loaded when a report is sent: its answer's schema needs
 * zod, which the viewer's first screen does without.
 */
function reportBuild(url: string, report: ReportRequest): Promise<MessageResponse> {
  return import('../api/admin/reportBuild').then((module) => module.reportBuild(url, report));
}

/** What the Report button needs. */
export interface ReportButtonProps {
  /** The viewer's address of the build (null: a hand-over without url, nothing to report). */
  link: string | null;
  /** The build's owner: their own build offers them no Report. */
  author: string | null;
  /** Sends the report (default: `POST /api/saved-builds/{url}/report`). */
  send?: (url: string, report: ReportRequest) => Promise<MessageResponse>;
}

/**
 * 'Report' on the viewer: asks why, sends it, and toasts what happened (sent, already reported, too
 * many reports, or the failure). Not shown for a build without a public url or to the build's own
 * author.
 */
export function ReportButton({ link, author, send = reportBuild }: ReportButtonProps) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const url = reportedUrlOf(link);
  if (url === null || (user !== null && author !== null && user.username === author)) return null;

  const onSend = (report: ReportRequest) => {
    setBusy(true);
    send(url, report).then(
      () => {
        setBusy(false);
        setOpen(false);
        notify({ kind: 'success', title: ADMIN_TEXTS.reportSent });
      },
      (error: unknown) => {
        setBusy(false);
        const status = error instanceof ApiRequestError ? error.status : 0;
        // Already reported: nothing more to do here, so the dialog closes as after a success.
        if (status === 409) setOpen(false);
        notify({
          kind: 'error',
          title: reportFailureText(status, error instanceof Error ? error.message : ''),
        });
      },
    );
  };

  return (
    <>
      <Button
        variant="secondary"
        data-testid="report-button"
        onClick={() => {
          setOpen(true);
        }}
      >
        {ADMIN_TEXTS.reportButton}
      </Button>
      <ReportButtonDialog
        open={open}
        busy={busy}
        onClose={() => {
          setOpen(false);
        }}
        onSend={onSend}
      />
    </>
  );
}
