import type { GraphControlLabel } from './controlIcons';
import { CONTROL_ICONS } from './controlIcons';

/**
 * The graph's zoom buttons (icon buttons whose label is also their tooltip), for the
 * interactive graph's controls panel and the static drawing's, which look the same. Without
 * `actions` the buttons do nothing themselves (the drawing hands a press on to the graph).
 */
export function ZoomButtons({ actions }: { actions?: Record<GraphControlLabel, () => void> }) {
  return CONTROL_ICONS.map(({ label, icon }) => (
    <button
      key={label}
      type="button"
      className="sg-control"
      aria-label={label}
      title={label}
      data-graph-control={label}
      onClick={actions?.[label]}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={icon} />
      </svg>
    </button>
  ));
}
