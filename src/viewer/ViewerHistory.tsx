import { lazy, Suspense, useState } from 'react';
import type { BuildRevisions } from '../api/contract/buildRevisions';
import { REVISION_TEXTS } from '../api/contract/buildRevisionsTexts';
import { restoreRevision } from '../api/savedBuilds/restoreRevision';
import { BuildHistoryView } from '../builds/history/BuildHistoryView';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { notify } from '../ui/toast';

/** The comparison's code (the diff and its view) loads when a player asks to compare. */
const LazyRevisionCompare = lazy(() =>
  import('./ViewerRevisionCompare').then((module) => ({ default: module.ViewerRevisionCompare })),
);

/** The history as read for the viewer: its answer, or why it failed (404 hides the panel). */
export interface ViewerHistoryProps {
  url: string;
  revisions: BuildRevisions | undefined;
  error: (Error & { status?: number }) | undefined;
  /** The build's author is the one looking. */
  isAuthor: boolean;
  /** After a restore: the page reads the build again (the browser reloads it). */
  onRestored: () => void;
  /** Stand-in for the call (stories). */
  restore?: typeof restoreRevision;
}

/**
 * The viewer's History panel: for a Public build anyone reads it; its author restores from it.
 * The API answers 404 where the history is not theirs to read, and the panel then stays away.
 */
export function ViewerHistory({
  url,
  revisions,
  error,
  isAuthor,
  onRestored,
  restore = restoreRevision,
}: ViewerHistoryProps) {
  const [restoring, setRestoring] = useState<number | null>(null);
  const [comparing, setComparing] = useState(false);
  if (error?.status === 404) return null;
  const listed = revisions?.revisions ?? [];
  return (
    <div className="print:hidden">
      <BuildHistoryView
        revisions={revisions?.revisions ?? null}
        error={error ? (error.message === '' ? REVISION_TEXTS.loadFailed : error.message) : null}
        canRestore={isAuthor}
        restoring={restoring}
        onRestore={(number) => {
          setRestoring(number);
          restore(url, number).then(
            () => {
              onRestored();
            },
            (failed: unknown) => {
              setRestoring(null);
              notify({
                kind: 'error',
                title: REVISION_TEXTS.restoreFailed,
                ...(failed instanceof Error ? { description: failed.message } : {}),
              });
            },
          );
        }}
      >
        {listed.length >= 2 ? (
          <div className="flex flex-col gap-3 border-t border-sand-700/60 pt-3">
            <Button
              variant="secondary"
              className="self-start"
              aria-expanded={comparing}
              onClick={() => {
                setComparing(!comparing);
              }}
            >
              {REVISION_TEXTS.compare}
            </Button>
            {comparing ? (
              <Suspense fallback={<Spinner label="Comparing revisions…" />}>
                <LazyRevisionCompare url={url} revisions={listed} />
              </Suspense>
            ) : null}
          </div>
        ) : null}
      </BuildHistoryView>
    </div>
  );
}
