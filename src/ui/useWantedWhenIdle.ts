import { useCallback, useEffect, useState } from 'react';

/** How long an idle moment is waited for before the read starts anyway. */
const IDLE_TIMEOUT_MS = 4000;

/** Calls `run` once the main thread is idle (or after a short wait where that is unknown). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = window.setTimeout(run, 1000);
  return () => {
    window.clearTimeout(id);
  };
}

/**
 * Whether a read the first screen does not need may start: once the page is idle, or sooner when
 * `want` is called (the control is pointed at or focused). Once true it stays true.
 */
export function useWantedWhenIdle(): { wanted: boolean; want: () => void } {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    return whenIdle(() => {
      setWanted(true);
    });
  }, [wanted]);
  const want = useCallback(() => {
    setWanted(true);
  }, []);
  return { wanted, want };
}
