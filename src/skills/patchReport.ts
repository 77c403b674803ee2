import type { SlotKind } from './activeSlots';
import { activeSlots, SLOT_KINDS } from './activeSlots';
import { skillLevels } from './allocation';
import type { Build } from './buildSchema';
import { skillPointsForLevel, totalSkillPointsSpent } from './costs';
import { fitBuildToGameData } from './fitBuild';
import { buildGameMode } from './gameModeRules';
import type { GameIndex } from './gameIndex';
import { indexForMode } from './gameIndex';
import type { PatchDating } from './patchDating';
import { datingOf, spanDating } from './patchDating';
import type { Patch } from './progression';
import { capName, effectiveSkillPointCap } from './skillPointCap';
import { levelsWithChangedCosts, levelsWithChangedNumbers, skillMoved } from './skillChanges';
import { maxLevelOf } from './skillLookup';

/**
 * What changed for a build between the game version it was made with and another (the current
 * one), computed from the two versions' data and dated from the patch list: never set by hand.
 */

export type PatchItemKind =
  'removed' | 'moved' | 'levels' | 'costs' | 'numbers' | 'points' | 'slot';

export interface PatchReportItem {
  kind: PatchItemKind;
  /** The skill it is about; null for the build's points. */
  skillId: number | null;
  /** What a player reads, e.g. "Stunner has 3 levels now (was 1)". */
  text: string;
  dating: PatchDating;
  /** Whether the build no longer fits because of it (number changes never break it). */
  breaks: boolean;
}

export interface PatchReport {
  from: string;
  to: string;
  items: PatchReportItem[];
}

export const SLOT_KIND_LABELS: Record<SlotKind, string> = {
  ability: 'active abilities',
  technique: 'active techniques',
};

function levelsText(levels: readonly number[]): string {
  const first = levels[0];
  const last = levels[levels.length - 1];
  if (levels.length === 1) return `level ${String(first)}`;
  return `levels ${String(first)}-${String(last)}`;
}

function levelCount(count: number): string {
  return count === 1 ? '1 level' : `${String(count)} levels`;
}

/** The items of one skill the build takes at `level`. */
function skillItems(
  skillId: number,
  level: number,
  indexes: { before: GameIndex; after: GameIndex },
  keptLevel: number,
  dateBy: (name: string, sure: boolean) => PatchDating,
): PatchReportItem[] {
  const old = indexes.before.skillsById.get(skillId);
  if (!old) return [];
  const now = indexes.after.skillsById.get(skillId);
  const item = (kind: PatchItemKind, text: string, sure: boolean, breaks: boolean) => ({
    kind,
    skillId,
    text,
    dating: dateBy(old.name, sure),
    breaks,
  });
  if (!now) return [item('removed', `${old.name} no longer exists`, false, true)];
  const items: PatchReportItem[] = [];
  if (skillMoved(skillId, indexes.before, indexes.after)) {
    const text = `${now.name} moved: its tree or prerequisites changed`;
    items.push(item('moved', text, false, keptLevel < level));
  }
  const max = maxLevelOf(now);
  if (max !== maxLevelOf(old)) {
    const lost = level > max ? `; level ${String(level)} no longer exists` : '';
    const text = `${now.name} has ${levelCount(max)} now (was ${String(maxLevelOf(old))})${lost}`;
    items.push(item('levels', text, true, level > max));
  }
  const top = Math.min(level, max);
  if (levelsWithChangedCosts(old, now, top).length > 0) {
    const was = skillPointsForLevel(indexes.before, skillId, top);
    const is = skillPointsForLevel(indexes.after, skillId, top);
    const text = `${now.name} costs ${String(is)} SP to level ${String(top)} now (was ${String(was)})`;
    items.push(item('costs', text, true, false));
  }
  const numbers = levelsWithChangedNumbers(old, now, top);
  if (numbers.length > 0) {
    items.push(
      item('numbers', `${now.name}: the numbers of ${levelsText(numbers)} changed`, false, false),
    );
  }
  return items;
}

/**
 * The report of a build made with `fromIndex`'s version, read on `toIndex`'s: per skill taken,
 * what changed (levels, costs, numbers, removed, moved); then points over the budget and slots
 * that no longer hold, each dated. The same version gives an empty report.
 */
export function patchReport(
  build: Build,
  fromIndex: GameIndex,
  toIndex: GameIndex,
  patches: readonly Patch[],
): PatchReport {
  const from = fromIndex.data.version;
  const to = toIndex.data.version;
  if (fromIndex.data === toIndex.data || from === to) return { from, to, items: [] };
  const mode = buildGameMode(build);
  const indexes = { before: indexForMode(fromIndex, mode), after: indexForMode(toIndex, mode) };
  const dateBy = (name: string, sure: boolean) => datingOf(patches, from, to, name, sure);
  const fitted = fitBuildToGameData(build, toIndex).build;
  const kept = skillLevels(fitted.characterBuild);

  const items = build.characterBuild.flatMap(({ skillId, level }) =>
    skillItems(skillId, level, indexes, kept.get(skillId) ?? 0, dateBy),
  );

  const known = build.characterBuild.flatMap((entry) => {
    const skill = indexes.after.skillsById.get(entry.skillId);
    return skill ? [{ ...entry, level: Math.min(entry.level, maxLevelOf(skill)) }] : [];
  });
  const spent = totalSkillPointsSpent(indexes.after, known);
  if (spent > effectiveSkillPointCap(build, indexes.after)) {
    items.push({
      kind: 'points',
      skillId: null,
      text: `Spends ${String(spent)} SP at ${to}'s costs, over ${capName(build, indexes.after, 'the')}`,
      dating: spanDating(patches, from, to),
      breaks: true,
    });
  }

  for (const kind of SLOT_KINDS) {
    const now = activeSlots(fitted, kind);
    activeSlots(build, kind).forEach((held, slot) => {
      if (held === null || now[slot] === held) return;
      const cause = items.find((item) => item.skillId === held && item.breaks);
      const name = indexes.before.skillsById.get(held)?.name ?? `Skill ${String(held)}`;
      items.push({
        kind: 'slot',
        skillId: held,
        text: `${name} can no longer be in the ${SLOT_KIND_LABELS[kind]} (slot ${String(slot + 1)})`,
        dating: cause?.dating ?? spanDating(patches, from, to),
        breaks: true,
      });
    });
  }
  return { from, to, items };
}
