import { useEffect, useMemo, useState } from 'react';
import { CURRENT_GAME_VERSION, loadGameIndex } from '../../api/gameDataChunk';
import type { Build } from '../../skills/buildSchema';
import type { BuildVersionStatus } from '../../skills/buildVersionStatus';
import { buildVersionStatus } from '../../skills/buildVersionStatus';
import type { GameIndex } from '../../skills/gameIndex';
import { patchReport, type PatchReport } from '../../skills/patchReport';

/**
 * The current version's data, loaded after the first render (never during it, so a page the
 * server rendered takes over its HTML unchanged). Null while it loads or when it failed.
 */
function useCurrentGameIndex(): GameIndex | null {
  const [index, setIndex] = useState<GameIndex | null>(null);
  useEffect(() => {
    let live = true;
    void loadGameIndex(CURRENT_GAME_VERSION).then(
      (loaded) => {
        if (live) setIndex(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return index;
}

export interface ShownPatchReport {
  report: PatchReport;
  status: BuildVersionStatus;
  /** The current version's data the report reads the build on. */
  current: GameIndex;
}

/**
 * The patch report and status of a build shown with `index`'s data, read on the current
 * version: null while that data loads.
 */
export function usePatchReport(build: Build, index: GameIndex): ShownPatchReport | null {
  const current = useCurrentGameIndex();
  return useMemo(() => {
    if (!current) return null;
    const patches = current.data.progression?.patches ?? [];
    return {
      report: patchReport(build, index, current, patches),
      status: buildVersionStatus(build, index, current),
      current,
    };
  }, [build, index, current]);
}
