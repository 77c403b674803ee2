import { memo, useEffect, useRef } from 'react';
import { CLASS_SLUGS } from '../../skills/classSlugs';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import { Panel } from '../../builds/panels/Panel';
import type { PlannerState } from '../store/plannerTypes';
import { selectClasses } from '../../builds/buildSelectors';

const selectAccess = (s: PlannerState) => s.build.advancedTrainerAccess;
const selectAll = (s: PlannerState) => s.build.hasAllAdvancedTrainerAccess;

/**
 * Advanced trainer access: a box per class and a master box. Without access, levels 2+ of a
 * class's skills show red (the warning itself sits above the trees, next to the red skills).
 */
function TrainerAccessPanelComponent() {
  const access = usePlanner(selectAccess);
  const all = usePlanner(selectAll);
  const classes = usePlanner(selectClasses);
  const { setAdvancedTrainerAccess, setAllAdvancedTrainerAccess } = usePlannerActions();
  const ticked = CLASS_SLUGS.filter((slug) => access[slug]).length;
  const masterRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (masterRef.current) masterRef.current.indeterminate = !all && ticked > 0;
  }, [all, ticked]);

  return (
    <Panel title="Advanced Trainers" testId="trainer-access">
      <p className="text-sm text-sand-300">
        Levels 2 and above need the class&apos;s advanced trainer in game.
      </p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sand-700 bg-sand-950/60 px-3 text-sm font-semibold text-sand-100">
        <input
          ref={masterRef}
          type="checkbox"
          className="size-4 accent-spice-400"
          checked={all}
          onChange={(event) => {
            setAllAdvancedTrainerAccess(event.target.checked);
          }}
        />
        Access to all advanced trainers
      </label>
      <fieldset className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1">
        <legend className="sr-only">Advanced trainer access per class</legend>
        {classes.map((cls) => (
          <label
            key={cls.slug}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-sand-200 hover:bg-sand-800/60"
          >
            <input
              type="checkbox"
              className="size-4 accent-spice-400"
              checked={all || access[cls.slug]}
              onChange={(event) => {
                setAdvancedTrainerAccess(cls.slug, event.target.checked);
              }}
            />
            {cls.name}
          </label>
        ))}
      </fieldset>
    </Panel>
  );
}

export const TrainerAccessPanel = memo(TrainerAccessPanelComponent);
