import { memo } from 'react';
import { selectShowsTrainerWarning } from '../../builds/buildSelectors';
import { showsImportedNotice } from '../../skills/buildListing';
import { TRAINER_WARNING } from '../../skills/trainerNotices';
import { useSavedNames } from '../actions/useSavedNames';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import { PatchNotice } from './PatchNotice';
import type { PlannerNotice, PlannerState } from '../store/plannerTypes';

/** The spec's notice for an imported build (§4 "Import"). */
export const IMPORTED_NOTICE =
  "This is an imported build only. It isn't saved to your builds and may expire. To save it, login and click the save button above.";

const selectImported = (s: PlannerState) => s.imported;
const selectTitle = (s: PlannerState) => s.build.buildTitle;
const selectNotice = (s: PlannerState) => s.ui.notice;

/**
 * The imported-build notice: for an imported build, unless the logged-in player already has a
 * saved build of that name (spec §4 "Import"; for a visitor, or while the names load, it shows).
 */
function ImportedNoticeComponent() {
  const imported = usePlanner(selectImported);
  const title = usePlanner(selectTitle);
  const savedNames = useSavedNames();
  if (!showsImportedNotice(imported, title, savedNames)) return null;
  return (
    <p
      data-testid="imported-notice"
      className="flex items-start gap-2 rounded-xl border border-ibad-400/60 bg-ibad-500/10 px-3 py-1.5 text-xs leading-snug text-ibad-300"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 fill-current">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z" />
      </svg>
      {IMPORTED_NOTICE}
    </p>
  );
}

export const ImportedNotice = memo(ImportedNoticeComponent);

/** The spec's warning while a class has levels 2 and above without its advanced trainer. */
function TrainerWarningComponent() {
  const show = usePlanner(selectShowsTrainerWarning);
  if (!show) return null;
  return (
    <p
      role="status"
      data-testid="trainer-warning"
      className="flex items-start gap-2 rounded-xl border border-danger-400/60 bg-danger-950/60 px-3 py-1.5 text-xs leading-snug font-semibold text-danger-200"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 fill-current">
        <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
      </svg>
      {TRAINER_WARNING}
    </p>
  );
}

const TrainerWarning = memo(TrainerWarningComponent);

/**
 * The imported-build notice and the trainer warning under the header card: side by side on a
 * desktop, so a shared build's notices cost one short row above its trees.
 */
export function BuildNotices() {
  return (
    <div className="flex flex-col gap-2 empty:hidden lg:flex-row lg:*:flex-1">
      <ImportedNotice />
      <TrainerWarning />
    </div>
  );
}

const TONES: Record<PlannerNotice['tone'], string> = {
  info: 'border-ibad-400/60 bg-ibad-500/10 text-ibad-300',
  warning: 'border-spice-500/70 bg-spice-950/60 text-spice-100',
  error: 'border-danger-400/60 bg-danger-950/60 text-danger-200',
};

/**
 * What happened to a build as it was opened: data it no longer fits, a link that failed; for a
 * build shown with an older version's data, its patch report and the way to migrate it.
 */
function LoadNoticeComponent() {
  const notice = usePlanner(selectNotice);
  const { showNotice } = usePlannerActions();
  if (!notice) return null;
  return (
    <div
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="load-notice"
      className={`flex flex-col gap-1 rounded-xl border px-3 py-2 text-sm ${TONES[notice.tone]}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">{notice.title}</p>
        <button
          type="button"
          aria-label="Dismiss"
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/20"
          onClick={() => {
            showNotice(null);
          }}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 fill-none stroke-current"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {notice.lines.length > 0 && (
        <ul className="list-disc pl-5">
          {notice.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {notice.otherGameVersion !== undefined && <PatchNotice />}
    </div>
  );
}

export const LoadNotice = memo(LoadNoticeComponent);
