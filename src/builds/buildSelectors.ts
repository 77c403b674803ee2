import type { SlotKind, SlotOption } from '../skills/activeSlots';
import { slotOptions } from '../skills/activeSlots';
import type { Build } from '../skills/buildSchema';
import { skillPointsSpentByClass, totalSkillPointsSpent } from '../skills/costs';
import type { ClassSlug, GameClass, SkillTree } from '../skills/gameData';
import type { GameIndex } from '../skills/gameIndex';
import type { LevelingPlanRow } from '../skills/levelingPlan';
import { levelingPlanRows } from '../skills/levelingPlan';
import type { ModifierGroup } from '../skills/modifiers';
import { buildModifiers } from '../skills/modifiers';
import { effectiveSkillPointCap, skillPointCapRange } from '../skills/skillPointCap';
import type { SkillNodeState } from '../skills/skillStates';
import { treeNodeStates } from '../skills/skillStates';
import { LEVELING_BUILD } from '../skills/tags';
import { showsTrainerWarning } from '../skills/trainerAccess';
import type { UnlockRow } from '../skills/unlockChecklist';
import { unlockChecklist } from '../skills/unlockChecklist';

/**
 * Read-only derived data of a build, for every page that shows one (the planner's store state
 * is such a view, and so is the viewer's loaded build): computed by the engine from the build
 * and memoised per build (or per the part of the build it reads), so selecting the same build
 * twice returns the same object, which keeps React from re-rendering panels whose inputs did
 * not change.
 */

/** A build with the game data it is read against. */
export interface BuildView {
  readonly build: Build;
  readonly index: GameIndex;
}

type Keyed = object;

/** Memoises `compute(key, index)` per key object and index. */
function memo<K extends Keyed, T>(compute: (key: K, index: GameIndex) => T) {
  const cache = new WeakMap<GameIndex, WeakMap<K, T>>();
  return (key: K, index: GameIndex): T => {
    let byKey = cache.get(index);
    if (!byKey) {
      byKey = new WeakMap();
      cache.set(index, byKey);
    }
    if (byKey.has(key)) return byKey.get(key) as T;
    const value = compute(key, index);
    byKey.set(key, value);
    return value;
  };
}

const spentOf = memo((characterBuild: Build['characterBuild'], index) =>
  totalSkillPointsSpent(index, characterBuild),
);
const spentByClassOf = memo((characterBuild: Build['characterBuild'], index) =>
  skillPointsSpentByClass(index, characterBuild),
);
const checklistOf = memo((build: Build, index): UnlockRow[] | null =>
  unlockChecklist(build, index),
);
const modifiersOf = memo((build: Build, index): ModifierGroup[] => buildModifiers(build, index));
const planRowsOf = memo((plan: Build['levellingPlan'], index): LevelingPlanRow[] =>
  levelingPlanRows(index, plan),
);
const warningOf = memo((build: Build, index) => showsTrainerWarning(build, index));
const capRangeOf = memo((build: Build, index) => skillPointCapRange(build, index));

/** Total SP the build spends. */
export const selectSpent = (s: BuildView): number => spentOf(s.build.characterBuild, s.index);

/** SP spent per class, for the class selector icons. */
export const selectSpentByClass = (s: BuildView): Record<ClassSlug, number> =>
  spentByClassOf(s.build.characterBuild, s.index);

/** The cap in force (custom, else 200). */
export const selectCap = (s: BuildView): number => effectiveSkillPointCap(s.build, s.index);

/** The cap slider's range. */
export const selectCapRange = (s: BuildView) => capRangeOf(s.build, s.index);

/** Whether the build carries the Leveling Build type tag. */
export const selectIsLevelingBuild = (s: BuildView): boolean =>
  s.build.buildTypeTags.includes(LEVELING_BUILD);

/** The build's modifiers, grouped as the Build Modifiers panel shows them. */
export const selectModifierGroups = (s: BuildView): ModifierGroup[] =>
  modifiersOf(s.build, s.index);

/** The leveling plan's numbered rows. */
export const selectLevelingRows = (s: BuildView): LevelingPlanRow[] =>
  planRowsOf(s.build.levellingPlan, s.index);

/** Whether the build shows the trainer warning. */
export const selectShowsTrainerWarning = (s: BuildView): boolean => warningOf(s.build, s.index);

/** The five classes, by id (the spec's order). */
const classesOf = memo((data: GameIndex['data'], _index): GameClass[] =>
  [...data.classes].sort((a, b) => a.id - b.id),
);
/** The five classes in the spec's order. */
export const selectClasses = (s: BuildView): GameClass[] => classesOf(s.index.data, s.index);

const NO_TREES: readonly SkillTree[] = [];

/** The selected class. */
export const selectSelectedClass = (s: BuildView): GameClass | undefined =>
  s.index.classesBySlug.get(s.build.selectedClass);

/** The selected class's trees in display order. */
export const selectClassTrees = (s: BuildView): readonly SkillTree[] => {
  const cls = selectSelectedClass(s);
  return (cls && s.index.treesByClassId.get(cls.id)) ?? NO_TREES;
};

/** Whether two node states look and behave the same (refusal reasons included). */
function sameNodeState(a: SkillNodeState, b: SkillNodeState): boolean {
  return (
    a.level === b.level &&
    a.maxLevel === b.maxLevel &&
    a.state === b.state &&
    a.isRed === b.isRed &&
    a.canIncrease === b.canIncrease &&
    a.canDecrease === b.canDecrease &&
    JSON.stringify(a.increaseRefusal) === JSON.stringify(b.increaseRefusal) &&
    JSON.stringify(a.decreaseRefusal) === JSON.stringify(b.decreaseRefusal)
  );
}

/**
 * A cache per build read on one game data: a migration that changes nothing keeps the very same
 * build, now read on other data, whose states and options differ.
 */
function cachePerView<T>() {
  const cache = new WeakMap<GameIndex, WeakMap<Build, Map<string | number, T>>>();
  return (s: BuildView): Map<string | number, T> => {
    let byBuild = cache.get(s.index);
    if (!byBuild) {
      byBuild = new WeakMap();
      cache.set(s.index, byBuild);
    }
    let entries = byBuild.get(s.build);
    if (!entries) {
      entries = new Map();
      byBuild.set(s.build, entries);
    }
    return entries;
  };
}

type NodeStates = ReadonlyMap<number, SkillNodeState>;
const nodeStatesOf = cachePerView<NodeStates>();
const lastNodeStates = new WeakMap<GameIndex, Map<number, NodeStates>>();

/**
 * The engine's node states of one tree, by skill id. When a change elsewhere leaves every skill
 * of this tree as it was, the previous map comes back, so that tree's graph does not re-render.
 */
export function selectTreeNodeStates(s: BuildView, treeId: number): NodeStates {
  const forBuild = nodeStatesOf(s);
  const known = forBuild.get(treeId);
  if (known) return known;
  let last = lastNodeStates.get(s.index);
  if (!last) {
    last = new Map();
    lastNodeStates.set(s.index, last);
  }
  const previous = last.get(treeId);
  const list = treeNodeStates(s.build, s.index, treeId);
  const unchanged =
    previous !== undefined &&
    previous.size === list.length &&
    list.every((state) => {
      const before = previous.get(state.skillId);
      return before !== undefined && sameNodeState(before, state);
    });
  const states: NodeStates = unchanged
    ? previous
    : new Map(list.map((state) => [state.skillId, state]));
  forBuild.set(treeId, states);
  last.set(treeId, states);
  return states;
}

const slotOptionsOf = cachePerView<SlotOption[]>();

/** The dropdown of one active slot. */
export function selectSlotOptions(s: BuildView, kind: SlotKind, slot: number): SlotOption[] {
  const byBuild = slotOptionsOf(s);
  const key = `${kind}:${slot}`;
  let options = byBuild.get(key);
  if (!options) {
    options = slotOptions(s.build, s.index, kind, slot);
    byBuild.set(key, options);
  }
  return options;
}

/** The unlock checklist of the build (null when its game data has no unlock facts). */
export const selectUnlockChecklist = (s: BuildView): UnlockRow[] | null =>
  checklistOf(s.build, s.index);
