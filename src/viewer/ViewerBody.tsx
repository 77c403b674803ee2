import { useMemo, useState } from 'react';
import {
  selectClasses,
  selectIsLevelingBuild,
  selectLevelingRows,
  selectModifierGroups,
  selectSpentByClass,
  type BuildView,
} from '../builds/buildSelectors';
import { BuildGuideView } from '../builds/guide/BuildGuideView';
import { BuildModifiersView } from '../builds/panels/BuildModifiersView';
import { ClassSwitcher } from '../builds/panels/ClassSwitcher';
import { LevelingPlanView } from '../builds/panels/LevelingPlanView';
import { Panel } from '../builds/panels/Panel';
import type { ClassSlug } from '../skills/gameData';
import { indexForMode } from '../skills/gameIndex';
import { buildGameMode } from '../skills/gameModeRules';
import { sharedTrainerStatement } from '../skills/trainerAccess';
import { LevelingNotice } from './LevelingNotice';
import { TrainerNotice } from './TrainerNotice';
import { useNearScreenOrIdle } from './useNearScreenOrIdle';
import { useStepsAfterPaint } from './useStepsAfterPaint';
import { ViewerPatchReport } from './ViewerPatchReport';
import { ViewerLoadout } from './ViewerLoadout';
import { ViewerTrees } from './ViewerTrees';
import type { ViewerMigration } from './viewerMigration';

/**
 * The guide, as plain text until it comes near the screen or the page is idle: its markdown
 * renderer is a chunk of its own, which would otherwise load and run while the page's first
 * screen comes up.
 */
function ViewerGuide({ markdown }: { markdown: string }) {
  const { near, ref } = useNearScreenOrIdle();
  return (
    <Panel title="Build Guide" testId="viewer-guide">
      <div ref={ref}>
        <BuildGuideView markdown={markdown} rendered={near} />
      </div>
    </Panel>
  );
}

/**
 * Everything below the viewer's heading, from the checked build: the notices, the class
 * switcher and its trees, the loadout, the guide, Build Modifiers and the Leveling Plan. A
 * chunk of its own (lazyViewerBody.ts): the heading paints without its code.
 */
export function ViewerBody({
  view: given,
  mobile,
  trainerShown,
  migration,
}: {
  view: BuildView;
  mobile: boolean;
  /** Whether the page shows the trainer statement already, from the build the server opened. */
  trainerShown: boolean;
  /** The author's migration of a build made with older game data. */
  migration?: ViewerMigration | undefined;
}) {
  // Trees, loadout and modifiers show the skills of the build's own game mode.
  const view = useMemo(
    () => ({ ...given, index: indexForMode(given.index, buildGameMode(given.build)) }),
    [given],
  );
  const classes = selectClasses(view);
  const [shownSlug, setShownSlug] = useState<ClassSlug>(view.build.selectedClass);
  const shown = classes.find((cls) => cls.slug === shownSlug) ?? classes[0];
  const trees = useMemo(
    () => (shown ? (view.index.treesByClassId.get(shown.id) ?? []) : []),
    [shown, view.index],
  );
  // The panels below the trees come after them, one per task (loadout, guide, then Build
  // Modifiers with the Leveling Plan): off screen on a phone, they need not lengthen the task
  // that paints the trees.
  const steps = useStepsAfterPaint(3);
  // Red marks a lack the build states; a build that says nothing gets a quiet note instead.
  const trainer = useMemo(() => sharedTrainerStatement(view.build, view.index), [view]);
  return (
    // At least a screen tall, like the spinner it replaces: nothing below moves into view.
    <div className="flex min-h-[100dvh] flex-col gap-5 print:min-h-0">
      <ViewerPatchReport view={given} {...(migration ? { migration } : {})} />
      {trainerShown ? null : <TrainerNotice {...trainer} />}
      {selectIsLevelingBuild(view) ? <LevelingNotice view={view} /> : null}
      {shown ? (
        <section aria-label="Skill trees" className="flex flex-col gap-4">
          <ClassSwitcher
            classes={classes}
            shown={shown}
            spent={selectSpentByClass(view)[shown.slug]}
            onShow={(cls) => {
              setShownSlug(cls.slug);
            }}
          />
          <ViewerTrees
            key={shown.slug}
            view={view}
            trees={trees}
            mobile={mobile}
            redShown={trainer.notice !== 'unstated'}
          />
        </section>
      ) : null}
      {steps >= 1 ? <ViewerLoadout view={view} /> : null}
      {steps >= 2 ? <ViewerGuide markdown={view.build.buildGuide} /> : null}
      {steps >= 3 ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <BuildModifiersView groups={selectModifierGroups(view)} />
          <LevelingPlanView
            rows={selectLevelingRows(view)}
            levelingOrder={view.build.levelingOrder}
          />
        </div>
      ) : null}
    </div>
  );
}
