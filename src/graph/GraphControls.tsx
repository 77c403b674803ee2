import type { FitViewOptions } from '@xyflow/react';
import { Panel, useReactFlow, useStore } from '@xyflow/react';
import { memo, useEffect, useMemo } from 'react';
import type { GraphControlLabel } from './controlIcons';
import { FIT_MAX_ZOOM, FIT_PADDING } from './viewport';
import { ZoomButtons } from './ZoomButtons';

/** How a tree fits its panel: a little margin, never blown up past 1.25× (see viewport.ts). */
export const FIT_VIEW_OPTIONS: FitViewOptions = { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM };

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** What each zoom button does, for the graph's buttons and a press the drawing handed over. */
export function useZoomActions(): Record<GraphControlLabel, () => void> {
  const { zoomIn, zoomOut, fitView } = useReactFlow();
  return useMemo(() => {
    const duration = () => (reducedMotion() ? 0 : 160);
    return {
      'Zoom in': () => void zoomIn({ duration: duration() }),
      'Zoom out': () => void zoomOut({ duration: duration() }),
      'Fit tree to view': () => void fitView({ ...FIT_VIEW_OPTIONS, duration: duration() }),
    };
  }, [zoomIn, zoomOut, fitView]);
}

/** Zoom in, zoom out and fit: 44 px targets on touch screens. */
export const GraphControls = memo(function GraphControls() {
  const actions = useZoomActions();
  return (
    <Panel position="bottom-left" className="sg-controls">
      <ZoomButtons actions={actions} />
    </Panel>
  );
});

/**
 * Fits the tree to its panel whenever the panel's size or the tree's layout changes, and says
 * when a fit has been applied (React Flow waits for the nodes to be measured first).
 */
export const FitToPanel = memo(function FitToPanel({
  layoutKey,
  onFitted,
}: {
  layoutKey: string;
  onFitted: () => void;
}) {
  const width = useStore((s) => s.width);
  const height = useStore((s) => s.height);
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (width > 0 && height > 0) void fitView(FIT_VIEW_OPTIONS).then(onFitted);
  }, [width, height, layoutKey, fitView, onFitted]);
  return null;
});
