import { useCallback, useRef } from 'react';
import { buildLinkShareUrl, createBuildLink } from '../../api/buildLink';
import { shownListing } from '../../skills/buildListing';
import { buildExportData } from '../../skills/exportBuild';
import { usePlannerStoreApi } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';

/**
 * The saved build's own link id when the planner shows that saved build unchanged (the very
 * object saved or loaded) and anyone may open it: "Link on a saved build reuses it" (spec §4).
 * A Private build's address opens for its owner only, so it gets a new link, a copy anyone with
 * it can open, as the dialog says; a Restricted one too. Null when a new link must be made.
 */
export function reusableLinkId({ build, saved }: Pick<PlannerState, 'build' | 'saved'>) {
  if (saved === null || saved.build !== build) return null;
  return shownListing(build.buildSharing) === 'Public' ? saved.url : null;
}

/**
 * Link (spec §4 "Link creation", §7): shows the copy-link dialog with the share address. A saved
 * build shown unchanged reuses its own address without a request; otherwise the build is sent
 * (sharing Private, likes 0, SP spent and the selected class) and the dialog shows the new
 * address, the spec's failure text, or the moderation alert. A newer request, or closing the
 * dialog, makes an older answer moot.
 */
export function useBuildLink(): () => Promise<void> {
  const store = usePlannerStoreApi();
  const latest = useRef(0);
  return useCallback(async () => {
    const request = ++latest.current;
    const state = store.getState();
    const { build, index, actions } = state;
    actions.linkRequested();
    const reused = reusableLinkId(state);
    if (reused !== null) {
      actions.linkCreated(buildLinkShareUrl(reused));
      return;
    }
    const data = {
      ...buildExportData(build, index),
      buildSharing: 'Private' as const,
      buildLikes: 0,
    };
    const result = await createBuildLink({ data, build_guide: build.buildGuide });
    const { ui, actions: now } = store.getState();
    if (request !== latest.current || ui.dialog !== 'copyLink') return;
    if (result.ok) now.linkCreated(buildLinkShareUrl(result.url));
    else if (result.moderation) now.linkRefusedByModeration(result.message);
    else now.linkFailed(result.message);
  }, [store]);
}
