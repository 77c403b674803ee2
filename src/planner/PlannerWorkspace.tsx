import { memo } from 'react';
import { useIsMobileLayout } from '../builds/layout/mobileLayout';
import { ClassSwitcher } from '../builds/panels/ClassSwitcher';
import { AfterFirstPaint } from '../ui/AfterFirstPaint';
import { PlannerDialogs } from './PlannerDialogs';
import { ActiveSlotsPanel } from './panels/ActiveSlotsPanel';
import { BuildGuidePanel } from './panels/BuildGuidePanel';
import { BuildHeaderCard } from './panels/BuildHeaderCard';
import { BuildModifiersPanel } from './panels/BuildModifiersPanel';
import { ClassSelector } from './panels/ClassSelector';
import { GameModeSwitch } from './panels/GameModeSwitch';
import { LevelingPlanPanel } from './panels/LevelingPlanPanel';
import { ImportedNotice, LoadNotice } from './panels/Notices';
import { SkillPointsPanel } from './panels/SkillPointsPanel';
import { SkillSearch } from './panels/SkillSearch';
import { TrainerAccessPanel } from './panels/TrainerAccessPanel';
import { TreesArea } from './panels/TreesArea';
import { usePlanner, usePlannerActions } from './store/PlannerStoreProvider';
import type { PlannerState } from './store/plannerTypes';
import { selectClasses, selectSelectedClass, selectSpentByClass } from '../builds/buildSelectors';

const selectSpentInSelectedClass = (s: PlannerState): number =>
  selectSpentByClass(s)[s.build.selectedClass];

/**
 * The selected class's heading and description. On phones and tablets the class selector's
 * icons sit far above the trees, so the heading itself switches the class with arrows that wrap
 * around (spec §2 "Skill Trees"), as on the viewer.
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
      <ClassSwitcher
        classes={classes}
        shown={cls}
        spent={spent}
        onShow={(next) => {
          selectClass(next.slug);
        }}
      />
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h2 className="font-display text-2xl font-semibold tracking-wide text-sand-50 sm:text-3xl">
        {cls.name}
      </h2>
      <p className="max-w-3xl text-sm leading-relaxed text-sand-300">{cls.description}</p>
    </div>
  );
}
const ClassIntro = memo(ClassIntroComponent);

/**
 * The planner screen (everything below the site header), for whatever store is provided: the
 * page's, a story's or a test's. Panels subscribe to their own slices of the store.
 */
function PlannerWorkspaceComponent() {
  return (
    <div className="flex flex-col gap-5 sm:gap-6" data-testid="planner">
      <BuildHeaderCard />
      <ImportedNotice />
      <LoadNotice />
      <GameModeSwitch />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-stretch">
        <ClassSelector />
        <SkillPointsPanel />
      </div>
      {/* Everything from the class heading down depends on the window (phone or desktop
          layout), which the server does not know, and lies below a phone's first screen: it
          comes one step after the first paint, the server's HTML included, so the page's top
          paints and is taken over without drawing three trees that a phone then drops. */}
      <AfterFirstPaint fallback={<div className="min-h-[120vh]" aria-hidden="true" />}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-end">
          <ClassIntro />
          <SkillSearch />
        </div>
        <TreesArea />
        <AfterFirstPaint>
          <LowerPanels />
        </AfterFirstPaint>
      </AfterFirstPaint>
      <PlannerDialogs />
    </div>
  );
}

/** Slots, trainers, guide, modifiers and the leveling plan: everything below the trees. */
function LowerPanels() {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        <ActiveSlotsPanel kind="ability" />
        <ActiveSlotsPanel kind="technique" />
        <TrainerAccessPanel />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <BuildGuidePanel />
        <div className="flex min-w-0 flex-col gap-4">
          <BuildModifiersPanel />
          <LevelingPlanPanel />
        </div>
      </div>
    </>
  );
}

export const PlannerWorkspace = memo(PlannerWorkspaceComponent);
