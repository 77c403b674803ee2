import { memo } from 'react';
import {
  selectClasses,
  selectSelectedClass,
  selectSpentByClass,
} from '../../builds/buildSelectors';
import { useIsMobileLayout } from '../../builds/layout/mobileLayout';
import { ClassSwitcher } from '../../builds/panels/ClassSwitcher';
import { usePlanner, usePlannerActions } from '../store/PlannerStoreProvider';
import type { PlannerState } from '../store/plannerTypes';
import { ClampedText } from './ClampedText';

const selectSpentInSelectedClass = (s: PlannerState): number =>
  selectSpentByClass(s)[s.build.selectedClass];

/**
 * The selected class's heading and description, the description folded to a line (desktop) or
 * two (phones) so the trees stay on the first screen. On phones and tablets the heading itself
 * switches the class with arrows that wrap around (spec §2 "Skill Trees"), as on the viewer.
 */
function ClassIntroComponent() {
  const cls = usePlanner(selectSelectedClass);
  const classes = usePlanner(selectClasses);
  const spent = usePlanner(selectSpentInSelectedClass);
  const { selectClass } = usePlannerActions();
  const mobile = useIsMobileLayout();
  if (!cls) return null;
  if (mobile) {
    return (
      // The switcher's description is a paragraph of its own: folded here to two lines.
      <div className="[&_p]:line-clamp-2">
        <ClassSwitcher
          classes={classes}
          shown={cls}
          spent={spent}
          onShow={(next) => {
            selectClass(next.slug);
          }}
        />
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col" data-testid="class-intro">
      <h2 className="truncate font-display text-xl leading-tight font-semibold tracking-wide text-sand-50">
        {cls.name}
      </h2>
      <ClampedText clamp="line-clamp-1" className="text-xs leading-relaxed text-sand-300">
        {cls.description}
      </ClampedText>
    </div>
  );
}

export const ClassIntro = memo(ClassIntroComponent);
