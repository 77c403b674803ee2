import { useMemo, useState } from 'react';
import {
  selectClasses,
  selectCap,
  selectIsLevelingBuild,
  selectLevelingRows,
  selectModifierGroups,
  selectShowsTrainerWarning,
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
import { buildGameMode } from '../skills/gameModes';
import { TRAINER_WARNING } from '../skills/trainerAccess';
import type { ViewerHeaderProps } from './ViewerHeader';
import { ViewerHeader } from './ViewerHeader';
import { ViewerLoadout } from './ViewerLoadout';
import { ViewerTrees } from './ViewerTrees';

/** What the viewer page shows once its build has loaded. */
export interface BuildViewerViewProps extends Omit<ViewerHeaderProps, 'build'> {
  view: BuildView;
  /** The phone layout: one tree at a time. */
  mobile: boolean;
}

/**
 * The read-only build (spec §2 Build viewer): heading, the class switcher and its trees, the
 * loadout, the guide, Build Modifiers and the numbered Leveling Plan, with the trainer warning
 * and the Leveling Build notice when they apply.
 */
export function BuildViewerView({ view: given, mobile, ...header }: BuildViewerViewProps) {
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
  return (
    <div className="flex flex-col gap-5" data-testid="build-viewer">
      <ViewerHeader build={view.build} {...header} />
      {selectIsLevelingBuild(view) ? (
        <p
          role="note"
          className="rounded-xl border border-spice-600/60 bg-spice-950/40 px-4 py-3 text-sm text-spice-100"
          data-testid="leveling-notice"
        >
          Leveling Build: skill points are capped at {selectCap(view)} SP.
        </p>
      ) : null}
      {selectShowsTrainerWarning(view) ? (
        <p
          role="note"
          className="rounded-xl border border-red-500/70 bg-red-950/50 px-4 py-3 text-sm font-semibold text-red-200"
          data-testid="trainer-warning"
        >
          {TRAINER_WARNING}
        </p>
      ) : null}
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
          <ViewerTrees key={shown.slug} view={view} trees={trees} mobile={mobile} />
        </section>
      ) : null}
      <ViewerLoadout view={view} />
      <Panel title="Build Guide" testId="viewer-guide">
        <BuildGuideView markdown={view.build.buildGuide} />
      </Panel>
      <div className="grid gap-5 lg:grid-cols-2">
        <BuildModifiersView groups={selectModifierGroups(view)} />
        <LevelingPlanView
          rows={selectLevelingRows(view)}
          levelingOrder={view.build.levelingOrder}
        />
      </div>
    </div>
  );
}
