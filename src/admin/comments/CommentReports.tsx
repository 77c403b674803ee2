import type { QueuedComment } from '../../api/contract/comments';
import { formatWhen } from '../formatWhen';

/** A comment's open reports: each reason, detail, reporter and time. */
export function CommentReports({ reports }: { reports: QueuedComment['reports'] }) {
  return (
    <section aria-label="Reports" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-sand-100">Reports ({reports.length})</h4>
      <ul className="flex flex-col gap-2 text-sm text-sand-200">
        {reports.map((report) => (
          <li key={report.id} className="rounded-xl bg-sand-950/60 p-3">
            <p className="font-semibold text-sand-100">{report.reason}</p>
            {report.detail !== '' ? (
              <p className="break-words whitespace-pre-line">{report.detail}</p>
            ) : null}
            <p className="text-xs text-sand-400">
              {report.reporter === null
                ? formatWhen(report.created_at)
                : `${formatWhen(report.created_at)} · ${report.reporter}`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
