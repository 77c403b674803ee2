import { memo, startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadedGameIndex, loadGameIndex } from '../api/gameDataChunk';
import { classOfPlannerSearch } from '../builds/open/plannerClassAddress';
import { LoadError } from '../ui/LoadError';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { PlannerWorkspace } from './PlannerWorkspace';
import { hasHandedOverBuild } from './sharing/handoffStorage';
import { loadBoot } from './sharing/loadBoot';
import { shareCodeFromHash } from './sharing/shareFragment';
import {
  useHandoverWatcher,
  usePlannerShortcuts,
  useShareFragmentSync,
} from './sharing/usePlannerSync';
import { createPlannerStore, type PlannerStore } from './store/plannerStore';
import { PlannerStoreProvider } from './store/PlannerStoreProvider';

export const PLANNER_DESCRIPTION =
  'Plan a Dune: Awakening character: spend skill points across the five classes, pick active abilities and techniques, write a guide, then export or share the build by link.';

/**
 * The build of this visit: kept while the visitor looks at other pages, so the header's Plan
 * Characters link brings the build back as it was (texts and undo history included).
 */
let session: PlannerStore | null = null;
/** Boots in flight, by location key (StrictMode runs effects twice; the hand-over is read once). */
const boots = new Map<string, Promise<PlannerStore>>();

/** Whether the address names a build link (`?link=`), which the planner fetches. */
function namesLink(search: string): boolean {
  const link = new URLSearchParams(search).get('link');
  return link !== null && link !== '';
}

/**
 * Whether the address and storage name no build to open (no `?link=`, no share code in the
 * fragment, no hand-over): the planner then shows the visit's build or a new one, as bootPlanner
 * would, without waiting.
 */
function namesNoBuild(search: string, hash: string): boolean {
  return !namesLink(search) && shareCodeFromHash(hash) === null && !hasHandedOverBuild();
}

/**
 * What the page's first render needs, asked for as soon as its module has loaded
 * (src/app/pageLoaders.ts), on the server and in the browser alike: the game data, so a new
 * build renders at once and the server's HTML of it is the browser's first render; and, when the
 * address or storage names a build, the code that opens it (./sharing/loadBoot.ts), beside the
 * game data rather than once the page has rendered. The graph's code loads when the trees mount.
 */
export function preparePage(): Promise<unknown> {
  if (
    typeof window !== 'undefined' &&
    !namesNoBuild(window.location.search, window.location.hash)
  ) {
    void loadBoot().catch(() => undefined);
  }
  return loadGameIndex();
}

/**
 * Shows the class the address asks for (`?class=`, a class page's call) on a build the address
 * does not name: the visit's build or a new one.
 */
function showAddressClass(store: PlannerStore, search: string): PlannerStore {
  const slug = classOfPlannerSearch(search);
  if (slug !== null) store.getState().actions.selectClass(slug);
  return store;
}

/**
 * The store the planner opens with without waiting, or null when it must boot: the visit's build
 * or a new one once the game data is there, when nothing names another build. The server sees no
 * fragment and no storage, so its HTML is always a new build (or, with a link, the loading state).
 */
function storeAtOnce(search: string, hash: string): PlannerStore | null {
  if (!namesNoBuild(search, hash)) return null;
  if (session) return showAddressClass(session, search);
  const index = loadedGameIndex();
  return index ? showAddressClass(createPlannerStore({ index }), search) : null;
}

/**
 * Whether the browser's first render is the server's HTML (see PageModule.takesServerHtml): the
 * loading state of a link, or a new build, as the server rendered them. A share code or a
 * hand-over opens another build, so the page is rendered anew; until then the page's gate
 * (server/http/plannerGate.ts) keeps the server's new build out of sight.
 */
export function takesServerHtml(): boolean {
  const { search, hash } = window.location;
  return namesLink(search) || (namesNoBuild(search, hash) && loadedGameIndex() !== null);
}

/** Forgets the visit's build (stories and tests start each case fresh). */
export function resetPlannerSession(): void {
  session = null;
  boots.clear();
}

/** The address and storage side of the planner: fragment, hand-overs, shortcuts. */
function PlannerEffects() {
  useShareFragmentSync();
  useHandoverWatcher();
  usePlannerShortcuts();
  return null;
}
const Effects = memo(PlannerEffects);

/**
 * The planner's place while its game data loads: as tall as the planner will be, so that nothing
 * below it (the footer) jumps when it arrives.
 */
function PlannerPlaceholder() {
  return (
    <div className="-mt-6 flex min-h-[180vh] flex-col gap-6 sm:-mt-10" aria-busy="true">
      <div className="h-52 rounded-2xl border border-sand-700/60 bg-sand-900/60 sm:h-28" />
      <Spinner label="Loading the planner…" />
    </div>
  );
}

type Boot = { status: 'loading' } | { status: 'ready'; store: PlannerStore } | { status: 'failed' };

/** `/skill-trees`: the planner. */
export function PlannerPage() {
  usePageMeta('Plan Characters', PLANNER_DESCRIPTION);
  const location = useLocation();
  const [boot, setBoot] = useState<Boot>(() => {
    const store = storeAtOnce(location.search, location.hash);
    return store ? { status: 'ready', store } : { status: 'loading' };
  });

  useEffect(() => {
    if (boot.status === 'ready') {
      // Opened at once: this is the visit's build from now on.
      session = boot.store;
      return;
    }
    let cancelled = false;
    let promise = boots.get(location.key);
    if (!promise) {
      const opensNoBuild = namesNoBuild(location.search, location.hash);
      promise = loadBoot()
        .then(({ bootPlanner, takeHandedOverBuild }) =>
          bootPlanner({
            linkId: new URLSearchParams(location.search).get('link'),
            shareCode: shareCodeFromHash(location.hash),
            handover: takeHandedOverBuild(),
            session,
          }),
        )
        .then((store) => (opensNoBuild ? showAddressClass(store, location.search) : store));
      boots.set(location.key, promise);
      promise
        .then((store) => {
          session = store;
        })
        .catch(() => undefined)
        .finally(() => {
          boots.delete(location.key);
        });
    }
    promise.then(
      (store) => {
        // A transition: React renders the whole planner in slices, leaving the page responsive.
        if (!cancelled) {
          startTransition(() => {
            setBoot({ status: 'ready', store });
          });
        }
      },
      (error: unknown) => {
        console.error('Planner failed to start', error);
        if (!cancelled) setBoot({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
    // The planner boots once per visit of the page; later address changes are its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (boot.status === 'failed') return <LoadError />;
  if (boot.status === 'loading') return <PlannerPlaceholder />;
  return (
    <PlannerStoreProvider store={boot.store}>
      <Effects />
      <PlannerWorkspace />
    </PlannerStoreProvider>
  );
}

export default PlannerPage;
