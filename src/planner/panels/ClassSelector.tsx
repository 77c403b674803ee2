import { memo } from 'react';
import { ClassSelectorView } from '../../builds/panels/ClassSelectorView';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';
import { selectClasses, selectSpentByClass } from '../../builds/buildSelectors';

const selectSelected = (s: PlannerState) => s.build.selectedClass;

/** The planner's class selector: the shared view bound to the planner's store. */
function ClassSelectorComponent() {
  const classes = usePlanner(selectClasses);
  const spent = usePlanner(selectSpentByClass);
  const selected = usePlanner(selectSelected);
  const { selectClass } = usePlannerActions();
  return (
    <ClassSelectorView
      classes={classes}
      spentByClass={spent}
      selected={selected}
      onSelect={selectClass}
    />
  );
}

export const ClassSelector = memo(ClassSelectorComponent);
