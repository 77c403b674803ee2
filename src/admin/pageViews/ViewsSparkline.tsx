/** Drawn size of one page's chart (scaled to its cell's width). */
const WIDTH = 300;
const HEIGHT = 48;

/**
 * One page's daily views as bars, inline SVG (no chart library). Decorative: the same numbers
 * are in the table beside it and in the daily table, so screen readers skip it.
 */
export function ViewsSparkline({ counts, max }: { counts: readonly number[]; max: number }) {
  const step = counts.length > 0 ? WIDTH / counts.length : WIDTH;
  const scale = max > 0 ? (HEIGHT - 2) / max : 0;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-12 w-full min-w-24 text-spice-400"
      data-testid="views-sparkline"
    >
      <line
        x1="0"
        y1={HEIGHT - 0.5}
        x2={WIDTH}
        y2={HEIGHT - 0.5}
        stroke="currentColor"
        strokeOpacity="0.3"
      />
      {counts.map((count, index) => {
        const height = count * scale;
        return (
          <rect
            key={index}
            x={index * step + step * 0.15}
            y={HEIGHT - height}
            width={step * 0.7}
            height={height}
            fill="currentColor"
          />
        );
      })}
    </svg>
  );
}
