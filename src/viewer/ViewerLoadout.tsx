import { ActiveSlotsView } from '../builds/panels/ActiveSlotsView';
import { Panel } from '../builds/panels/Panel';
import { SkillPointsView } from '../builds/panels/SkillPointsView';
import type { BuildView } from '../builds/buildSelectors';
import {
  selectCap,
  selectClasses,
  selectSpent,
  selectSpentByClass,
  selectUnlockChecklist,
} from '../builds/buildSelectors';
import { UnlockChecklistView } from '../builds/panels/UnlockChecklistView';
import { activeSlots, type SlotKind } from '../skills/activeSlots';
import { ViewerCharacter } from './ViewerCharacter';

/** The names of the skills in the build's slots of a kind (null: an empty slot). */
function slotNames(view: BuildView, kind: SlotKind): (string | null)[] {
  return activeSlots(view.build, kind).map((skillId) =>
    skillId === null ? null : (view.index.skillsById.get(skillId)?.name ?? null),
  );
}

/**
 * The build's loadout: SP spent out of the cap (200, the custom cap or the character's budget)
 * with SP per class and the character it is for, the three ability and technique slots, and
 * what a character must unlock to use the build (read-only).
 */
export function ViewerLoadout({ view }: { view: BuildView }) {
  const spentByClass = selectSpentByClass(view);
  const checklist = selectUnlockChecklist(view);
  return (
    <div className="grid gap-5 lg:grid-cols-2" data-testid="viewer-loadout">
      <div className="flex min-w-0 flex-col gap-5">
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
        <ViewerCharacter view={view} />
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <Panel title="Active Slots" testId="viewer-slots">
          <ActiveSlotsView kind="ability" names={slotNames(view, 'ability')} />
          <ActiveSlotsView kind="technique" names={slotNames(view, 'technique')} />
        </Panel>
        {checklist && checklist.length > 0 ? <UnlockChecklistView rows={checklist} /> : null}
      </div>
    </div>
  );
}
