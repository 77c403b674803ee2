import { memo } from 'react';
import { AfterFirstPaint } from '../ui/AfterFirstPaint';
import { PlannerDialogs } from './PlannerDialogs';
import { ActiveSlotsPanel } from './panels/ActiveSlotsPanel';
import { BuildGuidePanel } from './panels/BuildGuidePanel';
import { BuildHeaderCard } from './panels/BuildHeaderCard';
import { BuildModifiersPanel } from './panels/BuildModifiersPanel';
import { CharacterPanelSlot } from './panels/CharacterPanelSlot';
import { ClassIntro } from './panels/ClassIntro';
import { ClassSelector } from './panels/ClassSelector';
import { GameModeSwitch } from './panels/GameModeSwitch';
import { LevelingCapHint } from './panels/LevelingCapHint';
import { LevelingPlanPanel } from './panels/LevelingPlanPanel';
import { BuildNotices, LoadNotice } from './panels/Notices';
import { SkillPointsPanel } from './panels/SkillPointsPanel';
import { TrainerAccessPanel } from './panels/TrainerAccessPanel';
import { UnlockChecklistPanel } from './panels/UnlockChecklistPanel';
import { TreesArea } from './panels/TreesArea';

/**
 * The row above the trees: the class icons with their SP, the class's heading, the skill-point
 * counter and the game mode; one line on a desktop, a few short ones on a phone, where the
 * heading (the class switcher) comes last, just above its tree.
 */
function PlannerToolbar() {
  return (
    <div
      data-testid="planner-toolbar"
      className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:flex lg:items-center lg:gap-3"
    >
      <div className="sm:col-span-2 lg:shrink-0">
        <ClassSelector />
      </div>
      {/* Phone or desktop heading, as the server rendered it for the visitor's device. */}
      <div className="order-last min-w-0 sm:col-span-2 lg:order-none lg:flex-1">
        <ClassIntro />
      </div>
      <div className="min-w-0 lg:w-[19rem] lg:shrink-0">
        <SkillPointsPanel />
      </div>
      <div className="lg:shrink-0">
        <GameModeSwitch />
      </div>
    </div>
  );
}

/**
 * The planner screen (everything below the site header), for whatever store is provided: the
 * page's, a story's or a test's. Panels subscribe to their own slices of the store. Compact
 * above the trees, so the first tree starts on a phone's first screen and high on a desktop's.
 */
function PlannerWorkspaceComponent() {
  return (
    // Pulls the planner up into most of the page's top padding: that height goes to the trees.
    <div className="-mt-6 flex flex-col gap-2 sm:-mt-10" data-testid="planner">
      <BuildHeaderCard />
      <BuildNotices />
      <LoadNotice />
      <PlannerToolbar />
      <CharacterPanelSlot />
      {/* The trees depend on the window (phone or desktop layout), which the server does not
          know: they come one step after the first paint, the server's HTML included, so the
          page's top paints and is taken over without drawing three trees a phone then drops. */}
      <AfterFirstPaint fallback={<div className="min-h-[120vh]" aria-hidden="true" />}>
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
      <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        <ActiveSlotsPanel kind="ability" />
        <ActiveSlotsPanel kind="technique" />
        <TrainerAccessPanel />
      </div>
      <div className="mt-1.5 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <BuildGuidePanel />
        <div className="flex min-w-0 flex-col gap-4">
          <BuildModifiersPanel />
          <LevelingCapHint />
          <UnlockChecklistPanel />
          <LevelingPlanPanel />
        </div>
      </div>
    </>
  );
}

export const PlannerWorkspace = memo(PlannerWorkspaceComponent);
