import { ActiveSlotsView } from '../builds/panels/ActiveSlotsView';
import { Panel } from '../builds/panels/Panel';
import { SkillPointsView } from '../builds/panels/SkillPointsView';
import type { BuildView } from '../builds/buildSelectors';
import {
  selectCap,
  selectClasses,
  selectSpent,
  selectSpentByClass,
} from '../builds/buildSelectors';
import { activeSlots, type SlotKind } from '../skills/activeSlots';

/** The names of the skills in the build's slots of a kind (null: an empty slot). */
function slotNames(view: BuildView, kind: SlotKind): (string | null)[] {
  return activeSlots(view.build, kind).map((skillId) =>
    skillId === null ? null : (view.index.skillsById.get(skillId)?.name ?? null),
  );
}

/**
 * The build's loadout: SP spent out of the cap (200 or the custom cap) with SP per class, the
 * planner's own counter, and the three active ability and three active technique slots.
 */
export function ViewerLoadout({ view }: { view: BuildView }) {
  const spentByClass = selectSpentByClass(view);
  return (
    <div className="grid gap-5 lg:grid-cols-2" data-testid="viewer-loadout">
      <SkillPointsView spent={selectSpent(view)} cap={selectCap(view)}>
        <ul aria-label="SP per class" className="flex flex-wrap gap-2 text-sm">
          {selectClasses(view).map((cls) => (
            <li
              key={cls.slug}
              className="rounded-full border border-sand-700 px-3 py-1 text-sand-200 tabular-nums"
            >
              {cls.name}: {spentByClass[cls.slug]} SP
            </li>
          ))}
        </ul>
      </SkillPointsView>
      <Panel title="Active Slots" testId="viewer-slots">
        <ActiveSlotsView kind="ability" names={slotNames(view, 'ability')} />
        <ActiveSlotsView kind="technique" names={slotNames(view, 'technique')} />
      </Panel>
    </div>
  );
}
