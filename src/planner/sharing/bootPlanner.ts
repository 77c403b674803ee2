import type { SharedBuildLink } from '../../api/buildLink';
import { fetchBuildLink } from '../../api/buildLink';
import { HttpError } from '../../api/fetcher';
import {
  CURRENT_GAME_VERSION,
  gameVersionLabel,
  hasGameVersion,
  loadGameIndex,
} from '../../api/gameDataChunk';
import type { Build } from '../../skills/buildSchema';
import type { GameIndex } from '../../skills/gameIndex';
import { importBuildValue } from '../../skills/importBuild';
import { decodeShareCode, readShareCodeHeader } from '../../skills/shareCode';
import type { PlannerNotice, PlannerStore, SavedBuildRef } from '../store/plannerStore';
import { createPlannerStore } from '../store/plannerStore';
import type { HandedOverBuild } from './loadBuildHandoff';
import { handedOverBuildData } from './loadBuildHandoff';
import { shareCodeForAddress } from './shareFragment';

/**
 * What the planner opens with, in order of precedence: a build handed over in local storage
 * (`load-build`), a build link (`?link=`), a share code in the fragment (`#build=`), else the
 * build of this visit (kept while the visitor browses other pages) or a new one.
 */
export interface BootInput {
  linkId: string | null;
  shareCode: string | null;
  handover: HandedOverBuild | null;
  /** The store of this visit, when the planner was open before. */
  session: PlannerStore | null;
  fetchLink?: (linkId: string) => Promise<SharedBuildLink>;
  loadIndex?: (version?: string) => Promise<GameIndex>;
}

export const SHARED_LINK_FAILED = 'This shared build could not be loaded.';
export const SHARED_LINK_MISSING = 'The link does not exist or has expired.';
export const SHARE_CODE_FAILED = 'The build in this address could not be read.';
export const HANDOVER_FAILED = 'The build handed over could not be loaded.';

interface Opened {
  build: Build;
  imported: boolean;
  index: GameIndex;
  notice: PlannerNotice | null;
  /** The saved build it is (a hand-over from My Builds). */
  saved?: SavedBuildRef;
}

/** The notice for a share code decoded against other data than the one it was made with. */
export function shareCodeNotice(
  madeWith: string,
  decodedWith: string,
  sameGameData: boolean,
  problems: readonly string[],
): PlannerNotice | null {
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

function failure(title: string, line: string): PlannerNotice {
  return { tone: 'error', title, lines: [line] };
}

async function openHandover(
  handover: HandedOverBuild,
  loadIndex: NonNullable<BootInput['loadIndex']>,
): Promise<Opened | PlannerNotice> {
  const index = await loadIndex();
  const result = importBuildValue(handedOverBuildData(handover), index);
  if (!result.ok) return failure(HANDOVER_FAILED, result.message);
  // A saved build opens as the player's own, listed as it is stored (not imported).
  const saved = handover.saved && { ...handover.saved, name: result.build.buildTitle };
  return { build: result.build, imported: false, index, notice: null, ...(saved ? { saved } : {}) };
}

async function openLink(
  linkId: string,
  shareCode: string | null,
  fetchLink: NonNullable<BootInput['fetchLink']>,
  loadIndex: NonNullable<BootInput['loadIndex']>,
): Promise<Opened | PlannerNotice> {
  let link: SharedBuildLink;
  try {
    link = await fetchLink(linkId);
  } catch (error) {
    const missing = error instanceof HttpError && error.status === 404;
    return failure(
      SHARED_LINK_FAILED,
      missing ? SHARED_LINK_MISSING : 'Please check your connection and try again.',
    );
  }
  const version =
    link.game_version !== null && hasGameVersion(link.game_version)
      ? link.game_version
      : CURRENT_GAME_VERSION;
  const index = await loadIndex(version);
  const data =
    link.data !== null && typeof link.data === 'object' && !Array.isArray(link.data)
      ? {
          ...(link.data as Record<string, unknown>),
          ...(link.build_name !== '' ? { buildTitle: link.build_name } : {}),
          buildGuide: link.build_guide,
        }
      : link.data;
  const result = importBuildValue(data, index);
  if (!result.ok) return failure(SHARED_LINK_FAILED, result.message);
  let build = result.build;
  // The address may hold later changes to the linked build's skills (the texts stay the link's).
  if (shareCode !== null && shareCode !== shareCodeForAddress(build, index)) {
    const decoded = decodeShareCode(shareCode, index);
    if (decoded.ok && decoded.problems.length === 0) {
      build = {
        ...decoded.build,
        buildTitle: build.buildTitle,
        buildDescription: build.buildDescription,
        buildGuide: build.buildGuide,
      };
    }
  }
  return { build, imported: true, index, notice: null };
}

async function openShareCode(
  code: string,
  session: PlannerStore | null,
  loadIndex: NonNullable<BootInput['loadIndex']>,
): Promise<Opened | PlannerNotice | 'keep-session'> {
  const header = readShareCodeHeader(code);
  if (!header.ok) return failure(SHARE_CODE_FAILED, header.message);
  const madeWith = header.value.gameVersion;
  const version = hasGameVersion(madeWith) ? madeWith : CURRENT_GAME_VERSION;
  const index = await loadIndex(version);
  if (session) {
    const { build, index: sessionIndex } = session.getState();
    // Back on the page with the address it left: the visit's build, texts and history stay.
    if (sessionIndex === index && shareCodeForAddress(build, index) === code) return 'keep-session';
  }
  const decoded = decodeShareCode(code, index);
  if (!decoded.ok) return failure(SHARE_CODE_FAILED, decoded.message);
  return {
    build: decoded.build,
    imported: false,
    index,
    notice: shareCodeNotice(madeWith, version, decoded.sameGameData, decoded.problems),
  };
}

/** Opens the planner: the store to show, holding the build to start from. */
export async function bootPlanner({
  linkId,
  shareCode,
  handover,
  session,
  fetchLink = fetchBuildLink,
  loadIndex = loadGameIndex,
}: BootInput): Promise<PlannerStore> {
  let opened: Opened | PlannerNotice | 'keep-session' | null = null;
  if (handover) opened = await openHandover(handover, loadIndex);
  else if (linkId !== null && linkId !== '')
    opened = await openLink(linkId, shareCode, fetchLink, loadIndex);
  else if (shareCode !== null) opened = await openShareCode(shareCode, session, loadIndex);

  if (opened === 'keep-session' && session) return session;
  if (opened !== null && opened !== 'keep-session' && 'build' in opened) {
    if (session) {
      session.getState().actions.loadSharedBuild(opened.build, {
        imported: opened.imported,
        index: opened.index,
        notice: opened.notice,
        saved: opened.saved ?? null,
      });
      return session;
    }
    const store = createPlannerStore({
      index: opened.index,
      build: opened.build,
      imported: opened.imported,
      saved: opened.saved ?? null,
    });
    store.getState().actions.showNotice(opened.notice);
    return store;
  }
  // Nothing to open, or it failed: the visit's build or a new one, with the failure said.
  const store = session ?? createPlannerStore({ index: await loadIndex() });
  if (opened !== null && opened !== 'keep-session') store.getState().actions.showNotice(opened);
  return store;
}
