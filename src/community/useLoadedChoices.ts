import { useEffect, useState } from 'react';

/**
 * What a filter offers that loads from the game data (dated patches, skills): null while it
 * loads (after the first render, so a page the server rendered takes over unchanged, and not
 * before `wanted`), empty when it failed. `load` must keep its identity across renders.
 */
export function useLoadedChoices<T>(load: () => Promise<T[]>, wanted = true): T[] | null {
  const [choices, setChoices] = useState<T[] | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    void load().then(
      (loaded) => {
        if (live) setChoices(loaded);
      },
      () => {
        if (live) setChoices([]);
      },
    );
    return () => {
      live = false;
    };
  }, [load, wanted]);
  return choices;
}
