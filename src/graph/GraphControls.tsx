import type { FitViewOptions } from '@xyflow/react';
import { Panel, useReactFlow, useStore } from '@xyflow/react';
import { memo, useEffect } from 'react';

/** How a tree fits its panel: a little margin, never blown up past 1.25×. */
export const FIT_VIEW_OPTIONS: FitViewOptions = { padding: 0.08, maxZoom: 1.25 };

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** One control: an icon button whose label is also its tooltip. */
function ControlButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="sg-control" aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={icon} />
      </svg>
    </button>
  );
}

/** Zoom in, zoom out and fit: 44 px targets on touch screens. */
export const GraphControls = memo(function GraphControls() {
  const { zoomIn, zoomOut, fitView } = useReactFlow();
  const duration = () => (reducedMotion() ? 0 : 160);
  return (
    <Panel position="bottom-left" className="sg-controls">
      <ControlButton
        label="Zoom in"
        icon="M12 5v14M5 12h14"
        onClick={() => void zoomIn({ duration: duration() })}
      />
      <ControlButton
        label="Zoom out"
        icon="M5 12h14"
        onClick={() => void zoomOut({ duration: duration() })}
      />
      <ControlButton
        label="Fit tree to view"
        icon="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
        onClick={() => void fitView({ ...FIT_VIEW_OPTIONS, duration: duration() })}
      />
    </Panel>
  );
});

/** Fits the tree to its panel whenever the panel's size or the tree's layout changes. */
export const FitToPanel = memo(function FitToPanel({ layoutKey }: { layoutKey: string }) {
  const width = useStore((s) => s.width);
  const height = useStore((s) => s.height);
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (width > 0 && height > 0) void fitView(FIT_VIEW_OPTIONS);
  }, [width, height, layoutKey, fitView]);
  return null;
});
