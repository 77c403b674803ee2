import { Link } from 'react-router-dom';
import type { BasedOnPage } from '../api/contract/basedOn';
import { Button } from '../ui/Button';
import { calendarDateLabel } from '../ui/calendarDate';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { BASED_ON_LIST_TITLE } from './basedOnTexts';

/** Where the list stands: loading a page, failed (with why), or a page of builds. */
export type BasedOnListState =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; page: BasedOnPage };

export interface BasedOnDialogProps {
  open: boolean;
  /** The original's title, named under the dialog's title. */
  originalTitle: string;
  state: BasedOnListState;
  onClose: () => void;
  /** Asks for a page (1-based): the next, the previous, or the same one again after a failure. */
  onPage: (page: number) => void;
  /** The page asked for last, for Try again. */
  page: number;
}

function BasedOnList({ page }: { page: BasedOnPage }) {
  if (page.builds.length === 0) {
    return <p className="py-6 text-center text-sand-300">No builds on this page.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-sand-700/70" aria-label={BASED_ON_LIST_TITLE}>
      {page.builds.map((build) => (
        <li key={build.url} className="flex flex-col gap-0.5 py-2">
          <Link
            to={`/build-viewer/${encodeURIComponent(build.url)}`}
            className="inline-flex min-h-11 items-center font-semibold break-all text-spice-200 underline-offset-4 hover:underline"
          >
            {build.title}
          </Link>
          <p className="text-sm text-sand-300">
            by {build.author} · {build.likes} {build.likes === 1 ? 'like' : 'likes'} · updated{' '}
            {calendarDateLabel(build.updated_at.slice(0, 10))}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The builds based on a build, a page at a time (the newest first), each linking to its viewer
 * page; Previous and Next when there is more than one page.
 */
export function BasedOnDialog({
  open,
  originalTitle,
  state,
  onClose,
  onPage,
  page,
}: BasedOnDialogProps) {
  const pages =
    state.kind === 'ready' ? Math.max(1, Math.ceil(state.page.count / state.page.page_size)) : 1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={BASED_ON_LIST_TITLE}
      description={`Builds players saved from “${originalTitle}”.`}
      initialFocus="close"
    >
      {state.kind === 'loading' ? <Spinner label="Loading builds…" /> : null}
      {state.kind === 'failed' ? (
        <div className="flex flex-col items-start gap-3 py-4">
          <p role="alert" className="text-danger-200">
            {state.message}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              onPage(page);
            }}
          >
            Try again
          </Button>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <div className="flex flex-col gap-3">
          <BasedOnList page={state.page} />
          {pages > 1 ? (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                disabled={state.page.page <= 1}
                onClick={() => {
                  onPage(state.page.page - 1);
                }}
              >
                Previous
              </Button>
              <span className="text-sm text-sand-300">
                Page {state.page.page} of {pages}
              </span>
              <Button
                variant="secondary"
                disabled={state.page.page >= pages}
                onClick={() => {
                  onPage(state.page.page + 1);
                }}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
