import { fetchBuildLink, type SharedBuildLink } from '../../api/buildLink';
import { readHandedOverValue } from '../../api/contract/handedOverBuild';
import type { SavedBuild } from '../../api/contract/savedBuilds';
import { loadGameIndex } from '../../api/gameDataChunk';
import { ApiRequestError } from '../../api/requestJson';
import { fetchSavedBuild, LOAD_SAVED_BUILD_FAILED } from '../../api/savedBuilds/savedBuild';
import { SAVED_BUILD_TEXTS } from '../../api/contract/savedBuildsTexts';
import type { IndexLoader, OpenOutcome } from '../../builds/open/openedBuild';
import { failureNotice } from '../../builds/open/openedBuild';
import { HANDOVER_FAILED, openHandedOver } from '../../builds/open/openHandedOver';
import { openLink } from '../../builds/open/openLink';
import { openShareCode } from '../../builds/open/openShareCode';
import { readPastedBuild } from './pastedBuild';

/** How the respec planner fetches and opens builds; replaceable in stories and tests. */
export interface RespecLoaders {
  fetchLink?: (linkId: string) => Promise<SharedBuildLink>;
  fetchSaved?: (idOrUrl: string) => Promise<SavedBuild>;
  loadIndex?: IndexLoader;
}

/**
 * Opens a saved build (the player's own, or any a viewer address names) on the game data it was
 * saved with, as the viewer and My Builds' Load open it.
 */
export async function openSavedBuild(
  idOrUrl: string,
  { fetchSaved = fetchSavedBuild, loadIndex = loadGameIndex }: RespecLoaders = {},
): Promise<OpenOutcome> {
  let saved: SavedBuild;
  try {
    saved = await fetchSaved(idOrUrl);
  } catch (error) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    const reason = error instanceof Error ? error.message : LOAD_SAVED_BUILD_FAILED;
    return failureNotice(LOAD_SAVED_BUILD_FAILED, missing ? SAVED_BUILD_TEXTS.notFound : reason);
  }
  const handover = readHandedOverValue(saved);
  if (handover === null) return failureNotice(HANDOVER_FAILED, LOAD_SAVED_BUILD_FAILED);
  return openHandedOver(handover, loadIndex, saved.game_version);
}

/** Opens what a player pasted: a build link, a viewer address, a planner address or a code. */
export function openPastedBuild(text: string, loaders: RespecLoaders = {}): Promise<OpenOutcome> {
  const pasted = readPastedBuild(text);
  const loadIndex = loaders.loadIndex ?? loadGameIndex;
  if (pasted.kind === 'saved') return openSavedBuild(pasted.idOrUrl, loaders);
  if (pasted.kind === 'link') {
    return openLink(
      pasted.linkId,
      pasted.shareCode,
      loaders.fetchLink ?? fetchBuildLink,
      loadIndex,
    );
  }
  return openShareCode(pasted.code, loadIndex);
}
