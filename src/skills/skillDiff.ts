import { activeSlots, SLOT_KINDS, type SlotKind } from './activeSlots';
import { skillLevels } from './allocation';
import type { Build } from './buildSchema';
import { CLASS_SLUGS, type ClassSlug } from './classSlugs';
import type { GameIndex } from './gameIndex';
import { classSlugOfSkill, skillName } from './skillLookup';

/**
 * The skills and active slots of two builds side by side (A, then B), for a build diff. Skill
 * ids are stable across game versions, so A and B may each come with their own game data.
 */

/** A skill as the diff names it, with whether each side's game data knows it. */
interface DiffSkill {
  skillId: number;
  /** B's name when B's data knows the skill (the later side, as a rename reads), else A's. */
  name: string;
  classSlug: ClassSlug | null;
  treeName: string | null;
  knownToA: boolean;
  knownToB: boolean;
}

/** A skill whose level differs: 0 is "not taken". */
export interface SkillLevelChange extends DiffSkill {
  levelA: number;
  levelB: number;
}

export interface SkillsDiff {
  /** Taken in B only. */
  added: SkillLevelChange[];
  /** Taken in A only. */
  removed: SkillLevelChange[];
  /** Taken in both at different levels. */
  changed: SkillLevelChange[];
}

/** Where a skill sits: its class, its tree's place in the class, its place in the tree. */
function skillPlace(index: GameIndex, skillId: number): number[] | null {
  const skill = index.skillsById.get(skillId);
  const tree = skill && index.treesById.get(skill.treeId);
  const slug = classSlugOfSkill(index, skillId);
  if (!skill || !tree || !slug) return null;
  const inTree = (index.skillsByTreeId.get(tree.id) ?? []).indexOf(skill);
  return [CLASS_SLUGS.indexOf(slug), tree.order, tree.id, inTree];
}

/** The index that names and places a skill: B's when it knows the skill, else A's. */
function namingIndex(skillId: number, indexA: GameIndex, indexB: GameIndex): GameIndex | null {
  if (indexB.skillsById.has(skillId)) return indexB;
  return indexA.skillsById.has(skillId) ? indexA : null;
}

function describeSkill(skillId: number, indexA: GameIndex, indexB: GameIndex): DiffSkill {
  const index = namingIndex(skillId, indexA, indexB);
  const skill = index?.skillsById.get(skillId);
  return {
    skillId,
    name: index ? skillName(index, skillId) : `Skill ${skillId}`,
    classSlug: (index && classSlugOfSkill(index, skillId)) ?? null,
    treeName: (skill && index?.treesById.get(skill.treeId)?.name) ?? null,
    knownToA: indexA.skillsById.has(skillId),
    knownToB: indexB.skillsById.has(skillId),
  };
}

/** Orders by place (class, then tree, then the tree's order); skills no data knows go last. */
function compareByPlace(
  indexA: GameIndex,
  indexB: GameIndex,
): (x: SkillLevelChange, y: SkillLevelChange) => number {
  const places = new Map<number, number[] | null>();
  const placeOf = (skillId: number) => {
    if (!places.has(skillId)) {
      const index = namingIndex(skillId, indexA, indexB);
      places.set(skillId, index && skillPlace(index, skillId));
    }
    return places.get(skillId) ?? null;
  };
  return (x, y) => {
    const px = placeOf(x.skillId);
    const py = placeOf(y.skillId);
    if (!px || !py) return Number(!px) - Number(!py) || x.skillId - y.skillId;
    for (let k = 0; k < px.length; k++) {
      const d = (px[k] ?? 0) - (py[k] ?? 0);
      if (d !== 0) return d;
    }
    return x.skillId - y.skillId;
  };
}

/** The skills added, removed and changed in level from A to B, in the trees' order. */
export function diffSkills(a: Build, b: Build, indexA: GameIndex, indexB: GameIndex): SkillsDiff {
  const levelsA = skillLevels(a.characterBuild);
  const levelsB = skillLevels(b.characterBuild);
  const changes: SkillLevelChange[] = [];
  for (const skillId of new Set([...levelsA.keys(), ...levelsB.keys()])) {
    const levelA = levelsA.get(skillId) ?? 0;
    const levelB = levelsB.get(skillId) ?? 0;
    if (levelA !== levelB) {
      changes.push({ ...describeSkill(skillId, indexA, indexB), levelA, levelB });
    }
  }
  changes.sort(compareByPlace(indexA, indexB));
  return {
    added: changes.filter((c) => c.levelA === 0),
    removed: changes.filter((c) => c.levelB === 0),
    changed: changes.filter((c) => c.levelA > 0 && c.levelB > 0),
  };
}

/** A slot's skill, named by its own side's data. */
interface SlotSkill {
  skillId: number;
  name: string;
}

/** One active slot holding a different skill (or none) in A and B. */
export interface SlotChange {
  kind: SlotKind;
  /** 1 to 3, as the slots are labelled. */
  slot: number;
  a: SlotSkill | null;
  b: SlotSkill | null;
}

const slotSkill = (index: GameIndex, skillId: number | null): SlotSkill | null =>
  skillId === null ? null : { skillId, name: skillName(index, skillId) };

/** The ability slots, then the technique slots, that differ from A to B. */
export function diffSlots(a: Build, b: Build, indexA: GameIndex, indexB: GameIndex): SlotChange[] {
  const changes: SlotChange[] = [];
  for (const kind of SLOT_KINDS) {
    const slotsA = activeSlots(a, kind);
    const slotsB = activeSlots(b, kind);
    slotsA.forEach((held, i) => {
      const other = slotsB[i] ?? null;
      if (held !== other) {
        changes.push({
          kind,
          slot: i + 1,
          a: slotSkill(indexA, held),
          b: slotSkill(indexB, other),
        });
      }
    });
  }
  return changes;
}
