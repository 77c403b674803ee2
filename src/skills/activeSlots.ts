import { compareNames } from './compareNames';
import type { Build } from './buildSchema';
import { ACTIVE_SLOT_COUNT } from './buildLimits';
import type { Skill, SkillType } from './gameData';
import type { GameIndex } from './gameIndex';
import type { ActiveSlots } from './buildDefaults';

/**
 * Active ability and technique slots (spec §4 "Active slots"): three of each, filled from the
 * build's taken skills of the matching type, a skill in one slot at most.
 */

export type SlotKind = 'ability' | 'technique';
export const SLOT_KINDS: readonly SlotKind[] = ['ability', 'technique'];

const skillTypeOfKind: Record<SlotKind, SkillType> = { ability: 'Ability', technique: 'Technique' };
const fieldOfKind = {
  ability: 'activeAbilities',
  technique: 'activeTechniques',
} as const satisfies Record<SlotKind, keyof Build>;

/** What the slot rules read of a build. */
type SlotHolder = Pick<Build, 'characterBuild' | 'activeAbilities' | 'activeTechniques'>;

/** The three slots of a kind. */
export function activeSlots(build: SlotHolder, kind: SlotKind): ActiveSlots {
  return build[fieldOfKind[kind]];
}

/** One choice of a slot's dropdown. */
export interface SlotOption {
  /** Null for the 'None' choice. */
  skillId: number | null;
  /** What the dropdown shows: the name, with ' (current)' for the slot's own skill. */
  label: string;
  /** This slot holds it now. */
  current: boolean;
  /** Another slot holds it: shown greyed and not selectable. */
  unavailable: boolean;
}

/** The dropdown of a slot: None, then the build's taken skills of the kind, by name. */
export function slotOptions(
  build: Build,
  index: GameIndex,
  kind: SlotKind,
  slot: number,
): SlotOption[] {
  const slots = activeSlots(build, kind);
  const here = slots[slot] ?? null;
  const options: SlotOption[] = [
    { skillId: null, label: 'None', current: here === null, unavailable: false },
  ];
  const taken = build.characterBuild
    .map((entry) => index.skillsById.get(entry.skillId))
    .filter((skill): skill is Skill => skill?.type === skillTypeOfKind[kind])
    .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id);
  for (const skill of taken) {
    const current = skill.id === here;
    options.push({
      skillId: skill.id,
      label: current ? `${skill.name} (current)` : skill.name,
      current,
      unavailable: !current && slots.includes(skill.id),
    });
  }
  return options;
}

/** Whether a skill may go into a slot: taken, of the slot's type, and in no other slot. */
export function canChooseSlotSkill(
  build: Build,
  index: GameIndex,
  kind: SlotKind,
  slot: number,
  skillId: number,
): boolean {
  const slots = activeSlots(build, kind);
  if (!Number.isInteger(slot) || slot < 0 || slot >= ACTIVE_SLOT_COUNT) return false;
  if (index.skillsById.get(skillId)?.type !== skillTypeOfKind[kind]) return false;
  if (!build.characterBuild.some((entry) => entry.skillId === skillId)) return false;
  return slots.every((held, i) => i === slot || held !== skillId);
}

/**
 * A slot choice: None or the slot's own skill again clears the slot; a skill that cannot go
 * there (see `canChooseSlotSkill`) changes nothing.
 */
export function chooseSlotSkill(
  build: Build,
  index: GameIndex,
  kind: SlotKind,
  slot: number,
  skillId: number | null,
): Build {
  const slots = activeSlots(build, kind);
  if (!Number.isInteger(slot) || slot < 0 || slot >= ACTIVE_SLOT_COUNT) return build;
  const here = slots[slot] ?? null;
  let next: number | null;
  if (skillId === null || skillId === here) next = null;
  else if (canChooseSlotSkill(build, index, kind, slot, skillId)) next = skillId;
  else return build;
  if (next === here) return build;
  return withActiveSlots(
    build,
    kind,
    slots.map((held, i) => (i === slot ? next : held)) as ActiveSlots,
  );
}

/**
 * The slots of a kind with every invalid entry emptied: a skill not taken, of another type, or
 * already in an earlier slot.
 */
export function validSlotSkills(build: SlotHolder, index: GameIndex, kind: SlotKind): ActiveSlots {
  const taken = new Set(build.characterBuild.map((entry) => entry.skillId));
  const seen = new Set<number>();
  return activeSlots(build, kind).map((held) => {
    if (held === null || seen.has(held) || !taken.has(held)) return null;
    if (index.skillsById.get(held)?.type !== skillTypeOfKind[kind]) return null;
    seen.add(held);
    return held;
  }) as ActiveSlots;
}

/** The build with the slots of a kind replaced. */
export function withActiveSlots(build: Build, kind: SlotKind, slots: ActiveSlots): Build {
  return { ...build, [fieldOfKind[kind]]: slots };
}

/** The build with a skill taken out of every slot (a deactivated skill). */
export function clearSkillFromSlots(build: Build, skillId: number): Build {
  let next = build;
  for (const kind of SLOT_KINDS) {
    const slots = activeSlots(next, kind);
    if (slots.includes(skillId)) {
      next = withActiveSlots(
        next,
        kind,
        slots.map((held) => (held === skillId ? null : held)) as ActiveSlots,
      );
    }
  }
  return next;
}
