import { gameVersionToOpen } from '../../api/gameDataChunk';
import { importBuildValue } from '../../skills/importBuild';
import type { HandedOverBuild } from '../../api/contract/handedOverBuild';
import { handedOverBuildData } from '../../api/contract/handedOverBuild';
import type { IndexLoader, OpenOutcome } from './openedBuild';
import { failureNotice } from './openedBuild';

export const HANDOVER_FAILED = 'The build handed over could not be loaded.';

/**
 * Opens a handed-over build or a saved build's record with the engine. `gameVersion` picks the
 * data it is checked against (the viewer shows a saved build on the data it was saved with,
 * unless the current data has the same structure); without it, or when this site lacks that
 * data, the current data. The failure's line is the
 * engine's reason.
 */
export async function openHandedOver(
  handover: HandedOverBuild,
  loadIndex: IndexLoader,
  gameVersion?: string,
): Promise<OpenOutcome> {
  const index =
    gameVersion === undefined ? await loadIndex() : await loadIndex(gameVersionToOpen(gameVersion));
  const result = importBuildValue(handedOverBuildData(handover), index);
  if (!result.ok) return failureNotice(HANDOVER_FAILED, result.message);
  // A saved build opens as the player's own, listed as it is stored (not imported).
  const saved = handover.saved && { ...handover.saved, name: result.build.buildTitle };
  return { build: result.build, imported: false, index, notice: null, ...(saved ? { saved } : {}) };
}
