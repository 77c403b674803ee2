import { useEffect, useState } from 'react';
import type { BasedOnPage } from '../api/contract/basedOn';
import { BasedOnDialog, type BasedOnListState } from './BasedOnDialog';
import { basedOnCountText } from './basedOnTexts';

/**
 * `GET /api/saved-builds/{url}/based-on`, loaded when the list is opened: its answer's schema
 * needs zod, which the viewer's first screen does without.
 */
function fetchBasedOn(url: string, page: number, signal: AbortSignal): Promise<BasedOnPage> {
  return import('../api/savedBuilds/basedOn').then((module) =>
    module.fetchBasedOn(url, page, signal),
  );
}

export interface BasedOnButtonProps {
  /** The build's short public id; null for a hand-over, which nothing can be based on. */
  url: string | null;
  /** How many builds based on it the visitor may see, as the server last said. */
  count: number;
  /** The build's title, for the list's heading. */
  title: string;
  /** Loads a page of the list (default: the API). */
  load?: (url: string, page: number, signal: AbortSignal) => Promise<BasedOnPage>;
}

/**
 * "{N} builds based on this" on an original's viewer page, opening the list of them; nothing
 * when none is (or for a build without a public id).
 */
export function BasedOnButton({ url, count, title, load = fetchBasedOn }: BasedOnButtonProps) {
  // The page asked for while the list is open (null: closed); each ask loads afresh.
  const [asked, setAsked] = useState<{ page: number; attempt: number } | null>(null);
  const [state, setState] = useState<BasedOnListState>({ kind: 'loading' });
  useEffect(() => {
    if (asked === null || url === null) return undefined;
    const controller = new AbortController();
    load(url, asked.page, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ kind: 'ready', page: answer });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => {
      controller.abort();
    };
  }, [asked, url, load]);
  if (url === null || count === 0) return null;
  const ask = (page: number) => {
    setState({ kind: 'loading' });
    setAsked((previous) => ({ page, attempt: (previous?.attempt ?? 0) + 1 }));
  };
  return (
    <>
      <button
        type="button"
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-spice-200 underline underline-offset-4 hover:text-spice-100 print:hidden"
        onClick={() => {
          ask(1);
        }}
      >
        {basedOnCountText(count)}
      </button>
      <BasedOnDialog
        open={asked !== null}
        originalTitle={title}
        state={state}
        page={asked?.page ?? 1}
        onClose={() => {
          setAsked(null);
        }}
        onPage={ask}
      />
    </>
  );
}
