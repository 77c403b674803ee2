import type { SharedBuildLink } from '../../api/buildLink';
import { fetchBuildLink } from '../../api/buildLink';
import { loadGameIndex } from '../../api/gameDataChunk';
import { shareCodeForAddress } from '../../builds/open/addressShareCode';
import type { HandedOverBuild } from '../../api/contract/handedOverBuild';
import type { IndexLoader, OpenOutcome } from '../../builds/open/openedBuild';
import { isOpened } from '../../builds/open/openedBuild';
import { openHandedOver } from '../../builds/open/openHandedOver';
import { openLink } from '../../builds/open/openLink';
import { openShareCode } from '../../builds/open/openShareCode';
import type { PlannerStore } from '../store/plannerStore';
import { createPlannerStore } from '../store/plannerStore';

export { takeHandedOverBuild } from './loadBuildHandoff';

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
  loadIndex?: IndexLoader;
}

/**
 * Whether a share code is the address the visit's build left: back on the page with it, the
 * visit's build, texts and history stay instead of a fresh decode of the code.
 */
function isSessionCode(session: PlannerStore | null, code: string, outcome: OpenOutcome): boolean {
  if (!session || !isOpened(outcome)) return false;
  const { build, index } = session.getState();
  return index === outcome.index && shareCodeForAddress(build, index) === code;
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
  let opened: OpenOutcome | null = null;
  if (handover) opened = await openHandedOver(handover, loadIndex);
  else if (linkId !== null && linkId !== '')
    opened = await openLink(linkId, shareCode, fetchLink, loadIndex);
  else if (shareCode !== null) {
    opened = await openShareCode(shareCode, loadIndex);
    if (session && isSessionCode(session, shareCode, opened)) return session;
  }

  if (opened !== null && isOpened(opened)) {
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
  if (opened !== null) store.getState().actions.showNotice(opened);
  return store;
}
