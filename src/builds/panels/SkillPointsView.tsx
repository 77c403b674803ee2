import type { ReactNode } from 'react';

/** What the skill-point counter shows. */
export interface SkillPointsViewProps {
  /** SP the build spends. */
  spent: number;
  /** The cap in force. */
  cap: number;
  /** What follows the meter (the planner's cap slider). */
  children?: ReactNode;
  /** One short line above a thin meter: the planner's toolbar, above its trees. */
  compact?: boolean;
}

/**
 * The skill-point counter: SP spent out of the cap, SP left and a meter that turns red at the
 * cap. Props only, so the planner and the viewer count the same way.
 */
export function SkillPointsView({ spent, cap, children, compact = false }: SkillPointsViewProps) {
  const left = Math.max(0, cap - spent);
  const fill = cap > 0 ? Math.min(100, (spent / cap) * 100) : 100;

  return (
    <section
      aria-label="Skill points"
      data-testid="skill-points"
      className={`flex min-w-0 flex-col rounded-2xl border border-sand-700/80 bg-sand-900/85 shadow-lg shadow-black/30 ${compact ? 'gap-1 px-3 py-1' : 'gap-3 p-4'}`}
    >
      <div className={`flex justify-between gap-3 ${compact ? 'items-baseline' : 'items-end'}`}>
        <p className={`flex ${compact ? 'items-baseline gap-2 whitespace-nowrap' : 'flex-col'}`}>
          <span
            className={`text-xs font-semibold text-sand-300 uppercase ${compact ? 'tracking-[0.12em]' : 'tracking-[0.2em]'}`}
          >
            Skill points
          </span>
          <span
            className={`font-display font-semibold text-sand-50 tabular-nums ${compact ? 'text-xl' : 'text-3xl'}`}
          >
            <span data-testid="sp-spent">{spent}</span>
            <span className={`text-sand-300 ${compact ? 'text-base' : 'text-xl'}`}> / {cap}</span>
          </span>
        </p>
        <p
          className={`text-right text-sand-300 ${compact ? 'text-xs whitespace-nowrap' : 'pb-1 text-sm'}`}
          data-testid="sp-left"
        >
          {left} SP left
        </p>
      </div>
      <div
        className={`overflow-hidden rounded-full bg-sand-800 ${compact ? 'h-1.5' : 'h-2'}`}
        role="meter"
        aria-label="Skill points spent"
        aria-valuemin={0}
        aria-valuemax={cap}
        aria-valuenow={spent}
        aria-valuetext={`${spent} of ${cap} skill points spent`}
      >
        <div
          className={`h-full rounded-full transition-[width] ${spent >= cap ? 'bg-danger-400' : 'bg-spice-400'}`}
          style={{ width: `${fill}%` }}
        />
      </div>
      {children}
    </section>
  );
}
