import {
  CURRENT_GAME_VERSION,
  gameVersionLabel,
  gameVersionToOpen,
  sameStructureAsCurrent,
} from '../../api/gameDataChunk';
import { decodeShareCode, readShareCodeHeader } from '../../skills/shareCode';
import type { BuildNotice, IndexLoader, OpenOutcome } from './openedBuild';
import { failureNotice } from './openedBuild';

export const SHARE_CODE_FAILED = 'The build in this address could not be read.';

/** The notice for a share code decoded against other data than the one it was made with. */
export function shareCodeNotice(
  madeWith: string,
  decodedWith: string,
  sameGameData: boolean,
  problems: readonly string[],
): BuildNotice | null {
  if (madeWith !== CURRENT_GAME_VERSION && madeWith === decodedWith) {
    return {
      tone: 'info',
      title: `This build was made for the ${gameVersionLabel(madeWith)} game data and is shown with it.`,
      lines: problems,
      otherGameVersion: madeWith,
    };
  }
  if (madeWith !== decodedWith) {
    return {
      tone: problems.length > 0 ? 'warning' : 'info',
      title:
        problems.length > 0
          ? `This build was made for game data "${madeWith}", which this planner does not have. What no longer fits was left out:`
          : `This build was made for game data "${madeWith}"; everything in it fits the current data.`,
      lines: problems,
    };
  }
  if (sameGameData && problems.length === 0) return null;
  return {
    tone: problems.length > 0 ? 'warning' : 'info',
    title:
      problems.length > 0
        ? 'The game data changed since this build was shared. What no longer fits was left out:'
        : 'The game data changed since this build was shared; everything in it still fits.',
    lines: problems,
  };
}

/**
 * Opens a share code (`#build=`) on the game data it was made with when this site has it, else
 * on the current data with what no longer fits left out and listed.
 */
export async function openShareCode(code: string, loadIndex: IndexLoader): Promise<OpenOutcome> {
  const header = readShareCodeHeader(code);
  if (!header.ok) return failureNotice(SHARE_CODE_FAILED, header.message);
  // Data of the current structure (1.5 beside 1.5.3.6) opens the code unchanged, without notice.
  const named = header.value.gameVersion;
  const madeWith = sameStructureAsCurrent(named) ? CURRENT_GAME_VERSION : named;
  const version = gameVersionToOpen(madeWith);
  const index = await loadIndex(version);
  const decoded = decodeShareCode(code, index);
  if (!decoded.ok) return failureNotice(SHARE_CODE_FAILED, decoded.message);
  return {
    build: decoded.build,
    imported: false,
    index,
    notice: shareCodeNotice(madeWith, version, decoded.sameGameData, decoded.problems),
  };
}
