import type { ReactNode } from 'react';

/** What the skill-point counter shows. */
export interface SkillPointsViewProps {
  /** SP the build spends. */
  spent: number;
  /** The cap in force. */
  cap: number;
  /** What follows the meter (the planner's cap slider). */
  children?: ReactNode;
}

/**
 * The skill-point counter: SP spent out of the cap, SP left and a meter that turns red at the
 * cap. Props only, so the planner and the viewer count the same way.
 */
export function SkillPointsView({ spent, cap, children }: SkillPointsViewProps) {
  const left = Math.max(0, cap - spent);
  const fill = cap > 0 ? Math.min(100, (spent / cap) * 100) : 100;

  return (
    <section
      aria-label="Skill points"
      data-testid="skill-points"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-sand-700/80 bg-sand-900/85 p-4 shadow-lg shadow-black/30"
    >
      <div className="flex items-end justify-between gap-3">
        <p className="flex flex-col">
          <span className="text-xs font-semibold tracking-[0.2em] text-sand-300 uppercase">
            Skill points
          </span>
          <span className="font-display text-3xl font-semibold text-sand-50 tabular-nums">
            <span data-testid="sp-spent">{spent}</span>
            <span className="text-xl text-sand-300"> / {cap}</span>
          </span>
        </p>
        <p className="pb-1 text-right text-sm text-sand-300" data-testid="sp-left">
          {left} SP left
        </p>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-sand-800"
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
