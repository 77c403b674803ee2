import { memo, startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadGameIndex } from '../api/gameDataChunk';
import { LoadError } from '../ui/LoadError';
import { Spinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/usePageMeta';
import { PlannerWorkspace } from './PlannerWorkspace';
import { bootPlanner } from './sharing/bootPlanner';
import { takeHandedOverBuild } from './sharing/loadBuildHandoff';
import { shareCodeFromHash } from './sharing/shareFragment';
import {
  useHandoverWatcher,
  usePlannerShortcuts,
  useShareFragmentSync,
} from './sharing/usePlannerSync';
import type { PlannerStore } from './store/plannerStore';
import { PlannerStoreProvider } from './store/PlannerStoreProvider';

export const PLANNER_DESCRIPTION =
  'Plan a Dune: Awakening character: spend skill points across the five classes, pick active abilities and techniques, write a guide, then export or share the build by link.';

// The game data starts loading with this chunk. The graph's code is fetched early by the
// server's modulepreload hints but runs only when the trees mount, after the first paint.
void loadGameIndex().catch(() => undefined);

/**
 * The build of this visit: kept while the visitor looks at other pages, so the header's Plan
 * Characters link brings the build back as it was (texts and undo history included).
 */
let session: PlannerStore | null = null;
/** Boots in flight, by location key (StrictMode runs effects twice; the hand-over is read once). */
const boots = new Map<string, Promise<PlannerStore>>();

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
    <div className="flex min-h-[180vh] flex-col gap-6" aria-busy="true">
      <div className="h-56 rounded-2xl border border-sand-700/60 bg-sand-900/60 sm:h-40" />
      <Spinner label="Loading the planner…" />
    </div>
  );
}

type Boot = { status: 'loading' } | { status: 'ready'; store: PlannerStore } | { status: 'failed' };

/** `/skill-trees`: the planner. */
export function PlannerPage() {
  usePageMeta('Plan Characters', PLANNER_DESCRIPTION);
  const location = useLocation();
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let promise = boots.get(location.key);
    if (!promise) {
      promise = bootPlanner({
        linkId: new URLSearchParams(location.search).get('link'),
        shareCode: shareCodeFromHash(location.hash),
        handover: takeHandedOverBuild(),
        session,
      });
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
