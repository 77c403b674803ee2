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

const SLOT_TITLES: Record<SlotKind, string> = {
  ability: 'Active Abilities',
  technique: 'Active Techniques',
};

/** The three slots of a kind, by skill name ('Empty' for an unused slot). */
function SlotList({ view, kind }: { view: BuildView; kind: SlotKind }) {
  const slots = activeSlots(view.build, kind);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-sand-200">{SLOT_TITLES[kind]}</h3>
      <ol aria-label={SLOT_TITLES[kind]} className="grid gap-1.5 sm:grid-cols-3">
        {slots.map((skillId, slot) => {
          const skill = skillId === null ? undefined : view.index.skillsById.get(skillId);
          return (
            <li
              key={`${kind}-${slot + 1}`}
              className={`min-h-11 rounded-lg border px-3 py-2 text-sm ${
                skill
                  ? 'border-spice-600/60 bg-spice-950/40 text-spice-100'
                  : 'border-sand-700 text-sand-400 italic'
              }`}
            >
              <span className="sr-only">Slot {slot + 1}: </span>
              {skill ? skill.name : 'Empty'}
            </li>
          );
        })}
      </ol>
    </div>
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
        <SlotList view={view} kind="ability" />
        <SlotList view={view} kind="technique" />
      </Panel>
    </div>
  );
}
