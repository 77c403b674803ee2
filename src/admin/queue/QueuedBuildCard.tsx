import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ModerationDecision, QueuedBuild } from '../../api/contract/admin';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { RecordNoteField } from '../RecordNoteField';
import { formatWhen } from '../formatWhen';
import { FlaggedText } from './FlaggedText';

/** A decision the desk takes on a build. */
export type Decision = ModerationDecision['decision'];

/** The build's fields as moderators read their names. */
const FIELD_NAMES: Record<string, string> = {
  buildTitle: 'Title',
  buildDescription: 'Description',
  buildTags: 'Tags',
  buildTypeTags: 'Build types',
  buildGuide: 'Guide',
};

/** What a queued build's card shows and does. */
export interface QueuedBuildCardProps {
  build: QueuedBuild;
  /** True while a decision on this build is on its way: its buttons wait. */
  busy: boolean;
  onDecide: (build: QueuedBuild, decision: Decision, note: string) => void;
}

/**
 * One build waiting for review: its title (to the viewer), owner (to their page), listing and
 * chosen listing, the flagged fields with the words highlighted, its open reports, an optional
 * note for the record, and Clear, Keep Restricted and Delete (which asks to confirm first).
 */
export function QueuedBuildCard({ build, busy, onDecide }: QueuedBuildCardProps) {
  const [note, setNote] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <Card as="article" className="flex flex-col gap-4 p-4 sm:p-6" data-testid="queued-build">
      <header className="flex flex-col gap-1">
        <h3 className="font-display text-lg font-semibold break-words text-sand-50">
          <Link
            to={`/build-viewer/${encodeURIComponent(build.url)}`}
            className="inline-flex min-h-11 items-center underline-offset-4 hover:text-spice-200 hover:underline"
          >
            {build.title}
          </Link>
        </h3>
        <p className="text-sm text-sand-300">
          by{' '}
          <Link
            to={`/user/${encodeURIComponent(build.username)}`}
            className="inline-flex min-h-11 min-w-11 items-center font-semibold text-spice-200 underline-offset-4 hover:underline"
          >
            {build.username}
          </Link>{' '}
          · listed <strong className="text-sand-100">{build.sharing}</strong> · owner chose{' '}
          <strong className="text-sand-100">{build.chosen_sharing}</strong> · updated{' '}
          {formatWhen(build.updated_at)}
        </p>
      </header>
      {build.flagged.length > 0 ? (
        <section aria-label="Flagged fields" className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-sand-100">Flagged by moderation</h4>
          <dl className="flex flex-col gap-2 text-sm text-sand-200">
            {build.flagged.map((field) => (
              <div key={field.field} className="rounded-xl bg-sand-950/60 p-3">
                <dt className="font-semibold text-sand-300">
                  {FIELD_NAMES[field.field] ?? field.field}
                </dt>
                <dd>
                  <FlaggedText text={field.text} spans={field.spans} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {build.reports.length > 0 ? (
        <section aria-label="Reports" className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-sand-100">Reports ({build.reports.length})</h4>
          <ul className="flex flex-col gap-2 text-sm text-sand-200">
            {build.reports.map((report) => (
              <li key={report.id} className="rounded-xl bg-sand-950/60 p-3">
                <p className="font-semibold text-sand-100">{report.reason}</p>
                {report.detail !== '' ? (
                  <p className="break-words whitespace-pre-line">{report.detail}</p>
                ) : null}
                <p className="text-xs text-sand-400">
                  {formatWhen(report.created_at)} · {report.reporter ?? 'a visitor'}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RecordNoteField note={note} onChange={setNote} />
      <div className="flex flex-wrap gap-3" aria-busy={busy || undefined}>
        <Button
          disabled={busy}
          onClick={() => {
            onDecide(build, 'clear', note);
          }}
        >
          Clear
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            onDecide(build, 'keep', note);
          }}
        >
          Keep Restricted
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setConfirmDelete(true);
          }}
        >
          Delete
        </Button>
      </div>
      <Dialog
        open={confirmDelete}
        alert
        size="sm"
        title="Delete this build?"
        description={`“${build.title}” by ${build.username} is deleted for good; its owner’s slot is freed.`}
        onClose={() => {
          setConfirmDelete(false);
        }}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            data-autofocus
            onClick={() => {
              setConfirmDelete(false);
            }}
          >
            Cancel
          </Button>
          <Button
            onClick={() => {
              setConfirmDelete(false);
              onDecide(build, 'delete', note);
            }}
          >
            Delete build
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
