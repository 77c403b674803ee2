import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePlannerStoreApi } from '../store/PlannerStoreProvider';
import { loadBoot } from './loadBoot';
import { hashForShareCode, shareCodeFromHash } from './shareFragment';
import { LOAD_BUILD_KEY } from '../../api/contract/plannerOpening';
import { shareCodeForAddress } from '../../builds/open/addressShareCode';
import { rememberPlannerBuild } from '../../api/plannerBuildStorage';

/** How long the build must rest before the address follows it. */
const FRAGMENT_DELAY_MS = 300;

/**
 * Keeps the address's fragment (and the remembered planner build) in step with the build
 * (debounced, replacing the history entry so Back still leaves the page), and opens a share code
 * typed or pasted into the fragment.
 */
export function useShareFragmentSync(delay: number = FRAGMENT_DELAY_MS): void {
  const store = usePlannerStoreApi();
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  /** The fragment the page wrote last; null until the first write. */
  const written = useRef<string | null>(null);

  useLayoutEffect(() => {
    latest.current = location;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      timer = undefined;
      const { build, index } = store.getState();
      const code = shareCodeForAddress(build, index);
      // Other pages may name the planner's build too (the viewer's "Compare with my build").
      rememberPlannerBuild(code);
      const hash = hashForShareCode(code);
      const current = latest.current;
      written.current = hash;
      if (hash === current.hash) return;
      void navigate(
        { pathname: current.pathname, search: current.search, hash },
        { replace: true, state: current.state as unknown },
      );
    };
    const schedule = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(write, delay);
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    };
    schedule();
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.build !== previous.build || state.index !== previous.index) schedule();
    });
    // Leaving or reloading the page right after a click still keeps that click in the address.
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [store, navigate, delay]);

  useEffect(() => {
    if (written.current === null || location.hash === written.current) return;
    const code = shareCodeFromHash(location.hash);
    if (code === null) return;
    written.current = location.hash;
    void loadBoot().then(({ bootPlanner }) =>
      bootPlanner({ linkId: null, shareCode: code, handover: null, session: store }),
    );
  }, [location.hash, store]);
}

/** Loads a build another tab hands over through local storage (`load-build`). */
export function useHandoverWatcher(): void {
  const store = usePlannerStoreApi();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOAD_BUILD_KEY || event.newValue === null) return;
      void loadBoot().then(({ bootPlanner, takeHandedOverBuild }) => {
        const handover = takeHandedOverBuild();
        if (handover) void bootPlanner({ linkId: null, shareCode: null, handover, session: store });
      });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  '',
]);

/** Whether the browser's own undo belongs to an element (text being typed). */
function ownsUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA') return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac), outside text fields and dialogs. */
export function usePlannerShortcuts(): void {
  const store = usePlannerStoreApi();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      if (ownsUndo(event.target) || document.querySelector('dialog[open], [role="dialog"]')) return;
      const { actions, ui } = store.getState();
      if (ui.dialog !== null) return;
      event.preventDefault();
      if (key === 'y' || event.shiftKey) actions.redo();
      else actions.undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [store]);
}
