import { memo, Suspense } from 'react';
import { LazyBuildGuideEditor } from '../guide/lazyGuide';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import { Panel } from '../../builds/panels/Panel';
import type { PlannerState } from '../store/plannerTypes';

const selectGuide = (s: PlannerState) => s.build.buildGuide;

/** Holds the editor's place while its code loads, at the editor's height. */
function EditorPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-72 animate-pulse rounded-xl border border-sand-700 bg-sand-950/60 motion-reduce:animate-none"
    />
  );
}

/**
 * The Build Guide: markdown with a preview and the 4000-character counter. The editor and its
 * markdown renderer load on demand; typing is grouped into undo steps by the store.
 */
function BuildGuidePanelComponent() {
  const guide = usePlanner(selectGuide);
  const { editGuide } = usePlannerActions();
  return (
    <Panel title="Build Guide" testId="build-guide">
      <Suspense fallback={<EditorPlaceholder />}>
        <LazyBuildGuideEditor value={guide} onChange={editGuide} />
      </Suspense>
    </Panel>
  );
}

export const BuildGuidePanel = memo(BuildGuidePanelComponent);
