import { startTransition, useEffect, useRef, useState } from 'react';
import type { OpenedSavedBuild, SavedBuild } from '../api/contract/savedBuilds';
import type { SharedTrainerStatement } from '../skills/trainerNotices';
import { ApiRequestError } from '../api/requestJson';
import { openedSavedBuildPath, savedBuildPath } from '../api/savedBuilds/savedBuildPaths';
import { useFirstScreenAnswer } from '../api/servedAnswers/servedAnswers';
import { savedBuildView } from './savedBuildView';
import { loadViewerBody } from './lazyViewerBody';
import { nextTask } from '../api/nextTask';
import type { ViewerLoaders } from './viewerBuild';
import type { ViewerBuild } from './savedBuildView';
import { UnreadableBuildError } from './unreadableBuild';

/**
 * The engine's side of the viewer (checking a build against its game data), a chunk of its
 * own: the heading paints from the saved build without it.
 */
const viewerEngine = async () => {
  // The build's schemas first, in a task of their own (building them is most of the engine's
  // evaluation), then the rest of the engine.
  await import('../skills/buildSchema');
  await nextTask();
  return import('./viewerBuild');
};

/**
 * `GET /api/saved-builds/{idOrUrl}`, loaded when the page has to ask: its answer's schema is the
 * whole build's, and building it is a long task on a phone that a page rendered with its build
 * does not need.
 */
const fetchSavedBuild: NonNullable<ViewerLoaders['fetchBuild']> = (idOrUrl, signal) =>
  import('../api/savedBuilds/savedBuild').then((module) => module.fetchSavedBuild(idOrUrl, signal));

/**
 * The viewer's load: under way, missing, unreadable (the build came but cannot be shown, which
 * no refresh mends), failed (with the reason), known (the saved build is here, its game data on
 * the way: enough for the heading) or ready. `trainer`: the trainer statement of the build as the
 * server opened it, when the page shows that build: shown before the trees' code and data.
 */
export type ViewerLoad =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'unreadable' }
  | { kind: 'failed'; reason: string }
  | { kind: 'known'; saved: SavedBuild; trainer: SharedTrainerStatement | null }
  | { kind: 'ready'; view: ViewerBuild; trainer: SharedTrainerStatement | null };

/** Whether a failure means the build is not there for this visitor (spec: 'Build not found'). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * The game data's loader and the version rule, without the engine: enough to show a build the
 * server has already opened.
 */
const gameData = () => import('../api/gameDataChunk');

/**
 * The saved build the server rendered the page with, with the id it was asked for, and the build
 * as the server opened it when it did.
 */
interface PageBuild {
  id: string;
  saved: SavedBuild;
  opened: OpenedSavedBuild | null;
}

/** Whether `saved` is the build `idOrUrl` names (its id, any case, or its url). */
function isBuildOf(saved: SavedBuild, idOrUrl: string): boolean {
  return saved.id === idOrUrl.toLowerCase() || saved.url === idOrUrl;
}

/**
 * Loads the build of `/build-viewer/:buildId`, or with no id the build handed over in local
 * storage (none handed over counts as not found). The build the server rendered the page with
 * counts as known from the first render, with no request; otherwise it is fetched. Leaving the
 * page cancels the request.
 */
export function useViewerBuild(
  buildId: string | undefined,
  loaders: ViewerLoaders = {},
  /** Raised to read the build again (after the author changed it): the page's copy is stale. */
  reads = 0,
): ViewerLoad {
  // The page's served answers, read during the first render, so the heading is in the server's
  // HTML and the browser's first render is the same; a later visit asks the API afresh.
  const served = useFirstScreenAnswer(buildId ? savedBuildPath(buildId) : null) as
    SavedBuild | undefined;
  const servedOpened = useFirstScreenAnswer(buildId ? openedSavedBuildPath(buildId) : null) as
    OpenedSavedBuild | undefined;
  const [pageBuild] = useState<PageBuild | null>(() =>
    buildId && served && isBuildOf(served, buildId)
      ? { id: buildId, saved: served, opened: servedOpened ?? null }
      : null,
  );
  // Each answer remembers the id it is for, so another id reads as loading until its own comes.
  const [answer, setAnswer] = useState<{ id: string | undefined; load: ViewerLoad } | null>(
    pageBuild && {
      id: pageBuild.id,
      load: { kind: 'known', saved: pageBuild.saved, trainer: pageBuild.opened?.trainer ?? null },
    },
  );
  const { fetchBuild = fetchSavedBuild, loadIndex: givenLoadIndex } = loaders;
  const handedRef = useRef<unknown>(undefined);
  // The page's build describes the page as served: once another build is shown it is stale.
  const pageBuildRef = useRef(pageBuild);
  useEffect(() => {
    const controller = new AbortController();
    const setLoad = (load: ViewerLoad) => {
      if (controller.signal.aborted) return;
      // The checked build brings the trees and panels: an interruptible render, so the heading
      // already on screen stays responsive and the work is split into short tasks.
      if (load.kind === 'ready') {
        startTransition(() => {
          setAnswer({ id: buildId, load });
        });
      } else setAnswer({ id: buildId, load });
    };
    // The engine is asked for once, by the first step that needs it.
    let enginePromise: ReturnType<typeof viewerEngine> | null = null;
    const engine = () => {
      if (enginePromise === null) {
        enginePromise = viewerEngine();
        // Awaited later; a failure before then (a 404 first) must not go unhandled.
        enginePromise.catch(() => undefined);
      }
      return enginePromise;
    };
    // The game data is indexed in one task and the build checked against it in the next.
    const indexLoader =
      (load: () => Promise<NonNullable<ViewerLoaders['loadIndex']>>) =>
      async (version?: string) => {
        const index = await (givenLoadIndex ?? (await load()))(version);
        await nextTask();
        return index;
      };
    const loadIndex = indexLoader(async () => (await engine()).loadGameIndex);
    if (reads > 0) pageBuildRef.current = null;
    const run = async (): Promise<ViewerLoad> => {
      const given = pageBuildRef.current?.id === buildId ? pageBuildRef.current : null;
      if (given === null) pageBuildRef.current = null;
      // The body's code loads while the heading paints and the build arrives, and so does the
      // engine, unless the server sent the build already opened.
      void loadViewerBody().catch(() => undefined);
      if (!given?.opened) void engine();
      if (buildId === undefined || buildId === '') {
        const { readViewerRecord, takeViewerHandover } = await engine();
        // Taken once per page: the effect may run again (Strict Mode) after the keys are gone.
        if (handedRef.current === undefined) handedRef.current = takeViewerHandover();
        const handed = handedRef.current;
        if (handed === null) return { kind: 'notFound' };
        return { kind: 'ready', view: await readViewerRecord(handed, loadIndex), trainer: null };
      }
      let saved = given?.saved ?? null;
      if (saved === null) {
        saved = await fetchBuild(buildId, controller.signal);
        setLoad({ kind: 'known', saved, trainer: null });
      }
      if (given?.opened) {
        // Shown as the server opened it, on the data this bundle would open it with too (a
        // bundle and a server of different releases may disagree: the engine decides then).
        const { gameVersion, build } = given.opened;
        const { gameVersionToOpen, loadGameIndex } = await gameData();
        if (gameVersionToOpen(saved.game_version) === gameVersion) {
          const index = await indexLoader(() => Promise.resolve(loadGameIndex))(gameVersion);
          return {
            kind: 'ready',
            view: savedBuildView(saved, build, index),
            trainer: given.opened.trainer,
          };
        }
      }
      const { savedViewerBuild } = await engine();
      return { kind: 'ready', view: await savedViewerBuild(saved, loadIndex), trainer: null };
    };
    run().then(setLoad, (error: unknown) => {
      if (controller.signal.aborted) return;
      if (isMissing(error)) setLoad({ kind: 'notFound' });
      else if (error instanceof UnreadableBuildError) {
        console.error('The build viewer could not read its build.', error);
        setLoad({ kind: 'unreadable' });
      } else {
        console.error('The build viewer could not load its build.', error);
        const reason = error instanceof Error ? error.message : String(error);
        setLoad({ kind: 'failed', reason });
      }
    });
    return () => {
      controller.abort();
    };
  }, [buildId, fetchBuild, givenLoadIndex, reads]);
  return answer !== null && answer.id === buildId ? answer.load : { kind: 'loading' };
}
