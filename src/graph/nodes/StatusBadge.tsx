import type { SkillNodeStatus } from '../../skills/skillStates';

/** `untaken` is a read-only tree's skill that the build does not have. */
export type SkillDisplayState = SkillNodeStatus | 'untaken';

/**
 * The corner badge that says a node's state without colour: a padlock (locked), a crossed coin
 * (not enough skill points), a check (fully allocated). Drawn inside the node's SVG.
 */
export function StatusBadge({ state }: { state: SkillDisplayState }) {
  if (state === 'locked') {
    return (
      <g className="sg-badge sg-badge--locked" transform="translate(84 14)">
        <circle r="12" />
        <rect x="-5" y="-1.5" width="10" height="8" rx="1.5" className="sg-badge__glyph-fill" />
        <path d="M-3 -1.5 v-3 a3 3 0 0 1 6 0 v3" className="sg-badge__glyph" />
      </g>
    );
  }
  if (state === 'unaffordable') {
    return (
      <g className="sg-badge sg-badge--unaffordable" transform="translate(84 14)">
        <circle r="12" />
        <text className="sg-badge__text" y="3.5">
          SP
        </text>
        <path d="M-8 8 L8 -8" className="sg-badge__glyph" />
      </g>
    );
  }
  if (state === 'maxed') {
    return (
      <g className="sg-badge sg-badge--maxed" transform="translate(84 14)">
        <circle r="12" />
        <path d="M-5.5 0.5 l3.5 3.5 l7 -8" className="sg-badge__glyph" />
      </g>
    );
  }
  return null;
}

/** The warning badge of a red skill (level 2+ without advanced trainer access). */
export function RedBadge() {
  return (
    <g className="sg-badge sg-badge--red" transform="translate(16 14)">
      <path d="M0 -12 L12 9 L-12 9 Z" />
      <path d="M0 -4.5 v6" className="sg-badge__glyph" />
      <circle cx="0" cy="5.2" r="1.4" className="sg-badge__glyph-fill" />
    </g>
  );
}
