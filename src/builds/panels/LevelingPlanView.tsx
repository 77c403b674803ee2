import type { ReactNode } from 'react';
import {
  NO_SKILLS_SELECTED,
  NOT_IN_LEVELING_ORDER,
  type LevelingPlanRow,
} from '../../skills/levelingPlan';
import { EmptyText, Panel } from './Panel';

/** What the Leveling Plan panel shows. */
export interface LevelingPlanViewProps {
  /** The plan's numbered rows, from the engine. */
  rows: readonly LevelingPlanRow[];
  /** Whether the creator shares the order (when not, the spec's hidden text shows instead). */
  levelingOrder: boolean;
  /** Controls beside the heading (the planner's "Share the order" checkbox). */
  actions?: ReactNode;
  /**
   * With a stated character, the character level at which each row is affordable (null past
   * the highest level); without one, nothing.
   */
  stepLevels?: readonly (number | null)[] | null;
}

/** The character level a row becomes affordable at: "Lv 34", said in full to screen readers. */
function StepLevel({ level }: { level: number | null }) {
  return (
    <span className="w-14 shrink-0 text-right text-xs text-sand-300 tabular-nums">
      <span aria-hidden="true">{level === null ? 'Lv –' : `Lv ${level}`}</span>
      <span className="sr-only">
        {level === null
          ? ', not affordable at any character level'
          : `, affordable at character level ${level}`}
      </span>
    </span>
  );
}

/**
 * The Leveling Plan: every level in the order it was taken, numbered; 'No skills selected
 * yet.' when empty; the spec's hidden text when the creator chose not to show the order.
 * Props only, so the planner and the viewer show the same.
 */
export function LevelingPlanView({
  rows,
  levelingOrder,
  actions,
  stepLevels,
}: LevelingPlanViewProps) {
  return (
    <Panel title="Leveling Plan" testId="leveling-plan" actions={actions}>
      {!levelingOrder ? (
        <EmptyText>{NOT_IN_LEVELING_ORDER}</EmptyText>
      ) : rows.length === 0 ? (
        <EmptyText>{NO_SKILLS_SELECTED}</EmptyText>
      ) : (
        <ol
          aria-label="Skills in leveling order"
          className="flex max-h-96 flex-col gap-1 overflow-y-auto pr-1"
        >
          {rows.map((row, at) => (
            <li
              key={`${row.skillId}-${row.level}`}
              className="flex items-center gap-3 rounded-lg bg-sand-950/60 px-3 py-1.5 text-sm"
            >
              <span className="w-7 shrink-0 text-right font-mono text-xs text-sand-300 tabular-nums">
                {row.step}.
              </span>
              <span className="min-w-0 flex-1 truncate text-sand-100">{row.name}</span>
              <span className="shrink-0 rounded-full border border-spice-600/60 px-2 text-xs font-semibold text-spice-200">
                Level {row.level}
              </span>
              {stepLevels && <StepLevel level={stepLevels[at] ?? null} />}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
