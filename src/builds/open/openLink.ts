import type { SharedBuildLink } from '../../api/buildLink';
import { isJsonObject } from '../../api/contract/buildRecord';
import { CURRENT_GAME_VERSION, gameVersionToOpen } from '../../api/gameDataChunk';
import { ApiRequestError } from '../../api/requestJson';
import { importBuildValue } from '../../skills/importBuild';
import { decodeShareCode } from '../../skills/shareCode';
import { shareCodeForAddress } from './addressShareCode';
import type { IndexLoader, OpenOutcome } from './openedBuild';
import { failureNotice } from './openedBuild';

export const SHARED_LINK_FAILED = 'This shared build could not be loaded.';
export const SHARED_LINK_MISSING = 'The link does not exist or has expired.';

/**
 * Opens a build link (`?link=`) on the game data it was made with, as an imported build. The
 * address's share code, when it differs from the link's, holds later changes to the linked
 * build's skills and wins over them (the texts stay the link's).
 */
export async function openLink(
  linkId: string,
  shareCode: string | null,
  fetchLink: (linkId: string) => Promise<SharedBuildLink>,
  loadIndex: IndexLoader,
): Promise<OpenOutcome> {
  let link: SharedBuildLink;
  try {
    link = await fetchLink(linkId);
  } catch (error) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    return failureNotice(
      SHARED_LINK_FAILED,
      missing ? SHARED_LINK_MISSING : 'Please check your connection and try again.',
    );
  }
  const version = gameVersionToOpen(link.game_version ?? CURRENT_GAME_VERSION);
  const index = await loadIndex(version);
  const data = isJsonObject(link.data)
    ? {
        ...link.data,
        ...(link.build_name !== '' ? { buildTitle: link.build_name } : {}),
        buildGuide: link.build_guide,
      }
    : link.data;
  const result = importBuildValue(data, index);
  if (!result.ok) return failureNotice(SHARED_LINK_FAILED, result.message);
  let build = result.build;
  if (shareCode !== null && shareCode !== shareCodeForAddress(build, index)) {
    const decoded = decodeShareCode(shareCode, index);
    if (decoded.ok && decoded.problems.length === 0) {
      build = {
        ...decoded.build,
        buildTitle: build.buildTitle,
        buildDescription: build.buildDescription,
        buildGuide: build.buildGuide,
        ...(build.buildOrigin ? { buildOrigin: build.buildOrigin } : {}),
      };
    }
  }
  return { build, imported: true, index, notice: null };
}
