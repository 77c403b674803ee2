import { useState, type ReactNode } from 'react';
import type { BuildRevisionSummary } from '../../api/contract/buildRevisions';
import { REVISION_TEXTS, restoreQuestion } from '../../api/contract/buildRevisionsTexts';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { EmptyText, Panel } from '../panels/Panel';

/** What the history shows: its revisions once read, and who may restore them. */
export interface BuildHistoryViewProps {
  /** Newest first; null while they load. */
  revisions: readonly BuildRevisionSummary[] | null;
  /** Why they could not be read; null when they could. */
  error: string | null;
  /** The build's author: a Restore button per revision but the newest. */
  canRestore: boolean;
  /** The revision being restored, while its call runs. */
  restoring: number | null;
  /** Asked after the author confirmed. */
  onRestore: (number: number) => void;
  /** Shown below the list inside the panel (the viewer's comparison of two revisions). */
  children?: ReactNode;
}

/** `2026-11-30T02:13:27.000Z` → `2026-11-30 02:13 UTC`: the same on the server and every browser. */
function savedAtLabel(savedAt: string): string {
  return `${savedAt.slice(0, 10)} ${savedAt.slice(11, 16)} UTC`;
}

/**
 * A saved build's revisions, newest first and read-only: number, when, who, game version and
 * note. Its author may restore one (after a confirm): it becomes the current version as a new
 * revision, so nothing is lost. Props only, for the viewer and the account pages alike.
 */
export function BuildHistoryView({
  revisions,
  error,
  canRestore,
  restoring,
  onRestore,
  children,
}: BuildHistoryViewProps) {
  const [asked, setAsked] = useState<number | null>(null);
  const newest = revisions?.[0]?.number;
  return (
    <Panel title={REVISION_TEXTS.history} headingLevel={2} testId="build-history">
      {error !== null ? (
        <p role="alert" className="text-sm text-red-200">
          {error}
        </p>
      ) : revisions === null ? (
        <Spinner label="Loading history…" />
      ) : revisions.length === 0 ? (
        <EmptyText>{REVISION_TEXTS.empty}</EmptyText>
      ) : (
        <ol className="flex flex-col divide-y divide-sand-700/60">
          {revisions.map((revision) => (
            <li
              key={revision.number}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="text-sm text-sand-100">
                  <span className="font-semibold">Revision {revision.number}</span>
                  {revision.number === newest ? ' (current)' : null} ·{' '}
                  <time dateTime={revision.saved_at}>{savedAtLabel(revision.saved_at)}</time> ·{' '}
                  {revision.username} · game {revision.game_version}
                </p>
                {revision.note !== null ? (
                  <p className="text-sm break-words text-sand-300">{revision.note}</p>
                ) : null}
              </div>
              {canRestore && revision.number !== newest ? (
                <Button
                  variant="secondary"
                  disabled={restoring !== null}
                  aria-label={`${REVISION_TEXTS.restore} revision ${revision.number}`}
                  onClick={() => {
                    setAsked(revision.number);
                  }}
                >
                  {restoring === revision.number ? 'Restoring…' : REVISION_TEXTS.restore}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {children}
      <Dialog
        open={asked !== null}
        alert
        size="sm"
        title={REVISION_TEXTS.restoreTitle}
        description={asked === null ? null : restoreQuestion(asked)}
        onClose={() => {
          setAsked(null);
        }}
      >
        <DialogActions>
          <Button
            variant="secondary"
            onClick={() => {
              setAsked(null);
            }}
          >
            {REVISION_TEXTS.cancel}
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              if (asked !== null) onRestore(asked);
              setAsked(null);
            }}
          >
            {REVISION_TEXTS.restore}
          </Button>
        </DialogActions>
      </Dialog>
    </Panel>
  );
}
