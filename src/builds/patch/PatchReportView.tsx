import type { ReactNode } from 'react';
import type { BuildVersionStatus } from '../../skills/buildVersionStatus';
import type { PatchReport, PatchReportItem } from '../../skills/patchReport';
import { DATING_MARKS, patchGroups } from './patchGroups';

export interface PatchReportViewProps {
  report: PatchReport;
  status: BuildVersionStatus;
  /** The planner's action (Migrate) or what a migration did, under the report. */
  children?: ReactNode;
}

/** The build's status on the current version, in words and not by colour alone. */
export function VersionStatusBadge({ status }: { status: BuildVersionStatus }) {
  const tone = status.valid
    ? 'border-ibad-400/60 bg-ibad-500/10 text-ibad-200'
    : 'border-spice-500/70 bg-spice-950/60 text-spice-100';
  return (
    <span
      data-testid="version-status"
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      <span aria-hidden="true">{status.valid ? '✓' : '!'}</span>
      {status.label}
    </span>
  );
}

function PatchItem({ item }: { item: PatchReportItem }) {
  const mark = DATING_MARKS[item.dating.sureness];
  return (
    <li data-testid="patch-item" className="break-words">
      {item.breaks && <span className="mr-1 font-semibold text-spice-200">Must change:</span>}
      {item.text}
      <span className="text-sand-300"> · {item.dating.label}</span>
      {mark && (
        <span className="ml-1.5 rounded-md border border-sand-600 px-1.5 py-0.5 text-[0.7rem] font-medium tracking-wide text-sand-300 uppercase">
          {mark}
        </span>
      )}
    </li>
  );
}

/**
 * What changed for a build made with an older game version, grouped, each change with the
 * dated patch that made it and its doubts. Props only: the planner and the viewer share it.
 */
export function PatchReportView({ report, status, children }: PatchReportViewProps) {
  const groups = patchGroups(report.items);
  return (
    <section
      aria-label="Patch report"
      data-testid="patch-report"
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-sand-700/80 bg-sand-900/85 p-4 text-sm text-sand-200 shadow-lg shadow-black/30"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xs font-semibold tracking-[0.2em] text-sand-300 uppercase">
          Since {report.from}
        </h3>
        <VersionStatusBadge status={status} />
      </div>
      {groups.length === 0 && <p>Nothing this build takes changed up to {report.to}.</p>}
      {groups.map((group) => (
        <div key={group.title} className="flex flex-col gap-1">
          <h4 className="font-semibold text-sand-50">{group.title}</h4>
          <ul className="list-disc pl-5">
            {group.items.map((item) => (
              <PatchItem key={`${item.kind}-${String(item.skillId)}-${item.text}`} item={item} />
            ))}
          </ul>
        </div>
      ))}
      {children}
    </section>
  );
}
