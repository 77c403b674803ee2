/**
 * The graph's three zoom buttons, by their labels (also their tooltips) and icon paths: the
 * interactive graph's controls and the static drawing's show the same buttons.
 */
export const CONTROL_ICONS = [
  { label: 'Zoom in', icon: 'M12 5v14M5 12h14' },
  { label: 'Zoom out', icon: 'M5 12h14' },
  { label: 'Fit tree to view', icon: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5' },
] as const;

/** The label of one of the zoom buttons. */
export type GraphControlLabel = (typeof CONTROL_ICONS)[number]['label'];
