import type { SkillType } from '../../skills/gameData';

/**
 * The three skill shapes (Ability = diamond, Passive = circle, Technique = hexagon) as SVG in a
 * 100×100 box centred on (50, 50), so they stay crisp at every zoom. `radius` is the distance
 * from the centre to a corner; rings around a shape (focus, search) reuse it at a larger size.
 */

const C = 50;

const pointsCache = new Map<string, string>();

function polygonPoints(corners: number, radius: number, startDegrees: number): string {
  const key = `${corners}/${radius}/${startDegrees}`;
  const cached = pointsCache.get(key);
  if (cached) return cached;
  const points: string[] = [];
  for (let i = 0; i < corners; i++) {
    const angle = ((startDegrees + (360 / corners) * i) * Math.PI) / 180;
    points.push(
      `${(C + radius * Math.cos(angle)).toFixed(2)},${(C + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  const joined = points.join(' ');
  pointsCache.set(key, joined);
  return joined;
}

/**
 * Where a skill's icon sits in the shapes' 100×100 box: centred, small enough to stay inside the
 * diamond (the narrowest shape) and clear of the corner badges.
 */
export const ICON_BOX = { x: 27, y: 27, size: 46 } as const;

/** A skill shape's outline at `radius`: the node's body, or a ring around it. */
export function SkillShapeOutline({
  type,
  radius,
  className,
}: {
  type: SkillType;
  radius: number;
  className: string;
}) {
  if (type === 'Passive') return <circle className={className} cx={C} cy={C} r={radius * 0.96} />;
  const points =
    type === 'Ability' ? polygonPoints(4, radius, -90) : polygonPoints(6, radius * 0.98, -90);
  return <polygon className={className} points={points} />;
}

/** A small inline glyph of a skill type, for labels such as the dialog's type chip. */
export function SkillTypeGlyph({ type, className }: { type: SkillType; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 100 100"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <SkillShapeOutline type={type} radius={44} className="sg-type-glyph" />
    </svg>
  );
}
