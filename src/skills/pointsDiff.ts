import type { Build } from './buildSchema';
import { CLASS_SLUGS, type ClassSlug } from './classSlugs';
import { compareNames } from './compareNames';
import { skillPointsSpentByClass, totalSkillPointsSpent } from './costs';
import type { GameIndex } from './gameIndex';
import { buildModifiers, MODIFIER_CATEGORIES, type CategorisedModifier } from './modifiers';
import { effectiveSkillPointCap } from './skillPointCap';

/**
 * What two builds spend and what their passives add up to, side by side (A, then B), each
 * counted with its own side's game data: a patch that changed a cost shows in the points.
 */

/** One side's points: spent in total and per class, and the budget in force. */
export interface SkillPointsSide {
  total: number;
  byClass: Record<ClassSlug, number>;
  /** The character's budget, else the custom cap, else 200 (`effectiveSkillPointCap`). */
  cap: number;
}

export interface SkillPointsDiff {
  a: SkillPointsSide;
  b: SkillPointsSide;
  /** B minus A, field by field: positive when B spends (or may spend) more. */
  difference: SkillPointsSide;
}

function pointsSide(build: Build, index: GameIndex): SkillPointsSide {
  return {
    total: totalSkillPointsSpent(index, build.characterBuild),
    byClass: skillPointsSpentByClass(index, build.characterBuild),
    cap: effectiveSkillPointCap(build, index),
  };
}

/** The points of A and B and how they differ. */
export function diffSkillPoints(
  a: Build,
  b: Build,
  indexA: GameIndex,
  indexB: GameIndex,
): SkillPointsDiff {
  const sideA = pointsSide(a, indexA);
  const sideB = pointsSide(b, indexB);
  const byClass = Object.fromEntries(
    CLASS_SLUGS.map((slug) => [slug, sideB.byClass[slug] - sideA.byClass[slug]]),
  ) as Record<ClassSlug, number>;
  return {
    a: sideA,
    b: sideB,
    difference: { total: sideB.total - sideA.total, byClass, cap: sideB.cap - sideA.cap },
  };
}

/** A modifier total that differs; null where that side's passives give none. */
export interface ModifierChange extends Pick<CategorisedModifier, 'category' | 'name' | 'unit'> {
  a: number | null;
  b: number | null;
}

/** Totals are the same stat when category, stat key (else name) and unit agree. */
function modifierTotals(build: Build, index: GameIndex): Map<string, CategorisedModifier> {
  const totals = new Map<string, CategorisedModifier>();
  for (const group of buildModifiers(build, index)) {
    for (const modifier of group.modifiers) {
      const stat = modifier.key ?? modifier.name.toLowerCase();
      totals.set(`${modifier.category}\u0000${stat}\u0000${modifier.unit}`, modifier);
    }
  }
  return totals;
}

/**
 * The modifier totals (`buildModifiers`) whose value differs from A to B, by category in the
 * spec's order, then by name; B's name when both have the stat.
 */
export function diffModifiers(
  a: Build,
  b: Build,
  indexA: GameIndex,
  indexB: GameIndex,
): ModifierChange[] {
  const totalsA = modifierTotals(a, indexA);
  const totalsB = modifierTotals(b, indexB);
  const changes: [string, ModifierChange][] = [];
  for (const key of new Set([...totalsA.keys(), ...totalsB.keys()])) {
    const inA = totalsA.get(key);
    const inB = totalsB.get(key);
    const named = inB ?? inA;
    if (!named || inA?.value === inB?.value) continue;
    const { category, name, unit } = named;
    changes.push([key, { category, name, unit, a: inA?.value ?? null, b: inB?.value ?? null }]);
  }
  const rank = (change: ModifierChange) => MODIFIER_CATEGORIES.indexOf(change.category);
  // The stat's key settles same-named totals, so the order is the same whichever side is A.
  return changes
    .sort(
      ([kx, x], [ky, y]) =>
        rank(x) - rank(y) || compareNames(x.name, y.name) || (kx < ky ? -1 : kx > ky ? 1 : 0),
    )
    .map(([, change]) => change);
}
