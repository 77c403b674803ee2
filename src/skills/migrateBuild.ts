import type { SlotKind } from './activeSlots';
import { activeSlots, SLOT_KINDS } from './activeSlots';
import { skillLevels } from './allocation';
import type { Build } from './buildSchema';
import { skillPointsForLevel } from './costs';
import { fitBuildToGameData } from './fitBuild';
import { buildGameMode } from './gameModeRules';
import type { GameIndex } from './gameIndex';
import { indexForMode } from './gameIndex';
import { SLOT_KIND_LABELS } from './patchReport';
import { skillName } from './skillLookup';

/**
 * Moving a build made with an older game version to another (the current one) with the
 * smallest change: every allocation that still fits is kept, the rest refunded
 * (fitBuildToGameData decides), and what was done is listed for the player.
 */

/** Levels a skill lost and the SP they had cost (at the build's own version's costs). */
interface MigrationRefund {
  skillId: number;
  skill: string;
  fromLevel: number;
  toLevel: number;
  refunded: number;
}

interface EmptiedSlot {
  kind: SlotKind;
  /** 0-based slot. */
  slot: number;
  skillId: number;
  skill: string;
}

export interface Migration {
  /** The migrated build; the very same object when nothing had to change. */
  build: Build;
  refunds: MigrationRefund[];
  emptiedSlots: EmptiedSlot[];
}

/** The build as it holds on `toIndex`'s version, and what changed to get there. */
export function migrateBuild(build: Build, fromIndex: GameIndex, toIndex: GameIndex): Migration {
  const fitted = fitBuildToGameData(build, toIndex);
  if (fitted.problems.length === 0) return { build, refunds: [], emptiedSlots: [] };
  const before = indexForMode(fromIndex, buildGameMode(build));
  const kept = skillLevels(fitted.build.characterBuild);
  const refunds = build.characterBuild.flatMap(({ skillId, level }): MigrationRefund[] => {
    const toLevel = kept.get(skillId) ?? 0;
    if (toLevel >= level) return [];
    const refunded =
      skillPointsForLevel(before, skillId, level) - skillPointsForLevel(before, skillId, toLevel);
    return [{ skillId, skill: skillName(before, skillId), fromLevel: level, toLevel, refunded }];
  });
  const emptiedSlots = SLOT_KINDS.flatMap((kind) => {
    const now = activeSlots(fitted.build, kind);
    return activeSlots(build, kind).flatMap((held, slot): EmptiedSlot[] =>
      held !== null && now[slot] !== held
        ? [{ kind, slot, skillId: held, skill: skillName(before, held) }]
        : [],
    );
  });
  return { build: fitted.build, refunds, emptiedSlots };
}

/** What a migration that changed nothing says it did. */
export const NOTHING_REFUNDED = 'Every skill and slot still fits: nothing was refunded.';

/** One line per thing a migration did, e.g. "Stunner: level 3 → 1, 5 SP refunded". */
export function migrationLines(migration: Migration): string[] {
  return [
    ...migration.refunds.map(({ skill, fromLevel, toLevel, refunded }) => {
      const levels =
        toLevel === 0
          ? `removed (was level ${String(fromLevel)})`
          : `level ${String(fromLevel)} → ${String(toLevel)}`;
      return `${skill}: ${levels}, ${String(refunded)} SP refunded`;
    }),
    ...migration.emptiedSlots.map(
      ({ kind, slot, skill }) =>
        `${skill} taken out of the ${SLOT_KIND_LABELS[kind]} (slot ${String(slot + 1)})`,
    ),
  ];
}
