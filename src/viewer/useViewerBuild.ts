import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../api/requestJson';
import {
  loadViewerBuild,
  readViewerRecord,
  takeViewerHandover,
  type ViewerBuild,
  type ViewerLoaders,
} from './viewerBuild';

/** The viewer's load: under way, missing, failed (with the reason) or ready. */
export type ViewerLoad =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; reason: string }
  | { kind: 'ready'; view: ViewerBuild };

/** Whether a failure means the build is not there for this visitor (spec: 'Build not found'). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * Loads the build of `/build-viewer/:buildId`, or with no id the build handed over in local
 * storage (none handed over counts as not found). Leaving the page cancels the request.
 */
export function useViewerBuild(
  buildId: string | undefined,
  loaders: ViewerLoaders = {},
): ViewerLoad {
  // Each answer remembers the id it is for, so another id reads as loading until its own comes.
  const [answer, setAnswer] = useState<{ id: string | undefined; load: ViewerLoad } | null>(null);
  const { fetchBuild, loadIndex } = loaders;
  const handedRef = useRef<unknown>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    const setLoad = (load: ViewerLoad) => {
      setAnswer({ id: buildId, load });
    };
    const run = async (): Promise<ViewerLoad> => {
      if (buildId === undefined || buildId === '') {
        // Taken once per page: the effect may run again (Strict Mode) after the keys are gone.
        if (handedRef.current === undefined) handedRef.current = takeViewerHandover();
        const handed = handedRef.current;
        if (handed === null) return { kind: 'notFound' };
        return { kind: 'ready', view: await readViewerRecord(handed, loadIndex) };
      }
      const view = await loadViewerBuild(
        buildId,
        { ...(fetchBuild ? { fetchBuild } : {}), ...(loadIndex ? { loadIndex } : {}) },
        controller.signal,
      );
      return { kind: 'ready', view };
    };
    run().then(
      (next) => {
        if (!controller.signal.aborted) setLoad(next);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isMissing(error)) setLoad({ kind: 'notFound' });
        else {
          console.error('The build viewer could not load its build.', error);
          const reason = error instanceof Error ? error.message : String(error);
          setLoad({ kind: 'failed', reason });
        }
      },
    );
    return () => {
      controller.abort();
    };
  }, [buildId, fetchBuild, loadIndex]);
  return answer !== null && answer.id === buildId ? answer.load : { kind: 'loading' };
}
