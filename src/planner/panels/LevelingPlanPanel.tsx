import { memo } from 'react';
import { NO_SKILLS_SELECTED, NOT_IN_LEVELING_ORDER } from '../../skills/levelingPlan';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerStore';
import { selectLevelingRows } from '../store/selectors';
import { EmptyText, Panel } from '../../builds/panels/Panel';

const selectLevelingOrder = (s: PlannerState) => s.build.levelingOrder;

/**
 * The Leveling Plan: every level in the order it was taken, numbered; 'No skills selected
 * yet.' when empty; the spec's hidden text when the creator chose not to show the order.
 */
function LevelingPlanPanelComponent() {
  const rows = usePlanner(selectLevelingRows);
  const levelingOrder = usePlanner(selectLevelingOrder);
  const { setLevelingOrder } = usePlannerActions();
  return (
    <Panel
      title="Leveling Plan"
      testId="leveling-plan"
      actions={
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-sand-200">
          <input
            type="checkbox"
            className="size-4 accent-spice-400"
            checked={levelingOrder}
            onChange={(event) => {
              setLevelingOrder(event.target.checked);
            }}
          />
          Share the order
        </label>
      }
    >
      {!levelingOrder ? (
        <EmptyText>{NOT_IN_LEVELING_ORDER}</EmptyText>
      ) : rows.length === 0 ? (
        <EmptyText>{NO_SKILLS_SELECTED}</EmptyText>
      ) : (
        <ol
          aria-label="Skills in leveling order"
          className="flex max-h-96 flex-col gap-1 overflow-y-auto pr-1"
        >
          {rows.map((row) => (
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
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export const LevelingPlanPanel = memo(LevelingPlanPanelComponent);
