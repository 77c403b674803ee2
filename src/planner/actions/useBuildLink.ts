import { useCallback, useRef } from 'react';
import { buildLinkShareUrl, createBuildLink } from '../../api/buildLink';
import { buildExportData } from '../../skills/exportBuild';
import { usePlannerStoreApi } from '../store/PlannerStoreProvider';

/**
 * Link (spec §4 "Link creation", §7): sends the build (sharing Private, likes 0, SP spent and
 * the selected class) and shows the copy-link dialog with the share address, the spec's
 * failure text, or the moderation alert. A newer request, or closing the dialog, makes an
 * older answer moot.
 */
export function useBuildLink(): () => Promise<void> {
  const store = usePlannerStoreApi();
  const latest = useRef(0);
  return useCallback(async () => {
    const request = ++latest.current;
    const { build, index, actions } = store.getState();
    actions.linkRequested();
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
