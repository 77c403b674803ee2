import { CURRENT_GAME_VERSION, loadGameIndex } from '../api/gameDataChunk';
import type { SavedBuild } from '../api/contract/savedBuilds';
import { fetchSavedBuild } from '../api/savedBuilds/savedBuild';
import type { RevisionsFetcher } from '../api/savedBuilds/buildRevisions';
import { readHandedOverValue } from '../api/contract/handedOverBuild';
import { isOpened } from '../builds/open/openedBuild';
import { openHandedOver } from '../builds/open/openHandedOver';
import type { GameIndex } from '../skills/gameIndex';
import { IMPORT_NOT_A_BUILD } from '../skills/importBuild';
import { localStorageOrNull } from '../api/browserStorage';
import { savedBuildView, type ViewerBuild } from './savedBuildView';
import { UnreadableBuildError } from './unreadableBuild';

/** The game data's loader, for the page to load it through the engine's chunk. */
export { loadGameIndex };

/** The local-storage keys a page hands the viewer a build under (spec §3), read once. */
export const VIEWER_HANDOVER_KEYS = ['currentBuildView', 'loadBuild'] as const;

/** Takes the build handed to the viewer out of local storage (both keys are removed). */
export function takeViewerHandover(store: Storage | null = localStorageOrNull()): unknown {
  if (!store) return null;
  let found: unknown = null;
  for (const key of VIEWER_HANDOVER_KEYS) {
    try {
      const text = store.getItem(key);
      store.removeItem(key);
      if (found === null && text !== null && text.trim() !== '') found = JSON.parse(text);
    } catch {
      // Unreadable text or storage: the next key may still hold the build.
    }
  }
  return found;
}

/** How the viewer loads; replaceable in stories and tests. */
export interface ViewerLoaders {
  fetchBuild?: (idOrUrl: string, signal?: AbortSignal) => Promise<SavedBuild>;
  loadIndex?: (version?: string) => Promise<GameIndex>;
  fetchRevisions?: RevisionsFetcher;
}

/**
 * Checks a build record (a saved build's full form, or bare build data) with the engine, on the
 * game data it was saved with: the shared opening of a hand-over, so the record's title and guide
 * win over the copies in its data as on the planner.
 */
export async function readViewerRecord(
  value: unknown,
  loadIndex: NonNullable<ViewerLoaders['loadIndex']> = loadGameIndex,
): Promise<ViewerBuild> {
  const handover = readHandedOverValue(value);
  if (handover === null) throw new UnreadableBuildError(IMPORT_NOT_A_BUILD);
  const opened = await openHandedOver(
    handover,
    loadIndex,
    handover.gameVersion ?? CURRENT_GAME_VERSION,
  );
  if (!isOpened(opened)) throw new UnreadableBuildError(opened.lines[0] ?? opened.title);
  return {
    build: opened.build,
    index: opened.index,
    url: handover.url ?? null,
    author: handover.author ?? null,
    likes: opened.build.buildLikes,
    saved: null,
  };
}

/** A fetched (or page-given) saved build checked with the engine, with its public identity. */
export async function savedViewerBuild(
  saved: SavedBuild,
  loadIndex: ViewerLoaders['loadIndex'] = loadGameIndex,
): Promise<ViewerBuild> {
  const { build, index } = await readViewerRecord(saved, loadIndex);
  return savedBuildView(saved, build, index);
}

/** Loads a saved build by id or url (404 rejects with the fetch's ApiRequestError). */
export async function loadViewerBuild(
  buildId: string,
  { fetchBuild = fetchSavedBuild, loadIndex = loadGameIndex }: ViewerLoaders = {},
  signal?: AbortSignal,
): Promise<ViewerBuild> {
  return savedViewerBuild(await fetchBuild(buildId, signal), loadIndex);
}
