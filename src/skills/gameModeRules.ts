import type { Build, LevelingPlanEntry } from './buildSchema';
import type { GameData, Skill } from './gameData';
import { DEFAULT_GAME_MODE, GAME_MODE_LABELS, type GameMode } from './gameModes';
import type { ActiveSlots } from './buildDefaults';

/**
 * Game modes in the rules: a skill exists in multiplayer, single-player or both, and a build is
 * planned for one mode. A mode-specific skill has a twin of the other mode in the same tree and
 * cell (Cartographer), so switching mode swaps one for the other and keeps the build's shape.
 */

/**
 * What a mode switch changed, one line per skill: "Cartographer (multiplayer) was replaced by
 * Cartographer (single-player)." or, without a twin, "… was removed: single-player has no skill
 * in its place."
 */
export function modeSwapLines(swaps: readonly ModeSwap[], from: GameMode, to: GameMode): string[] {
  const was = GAME_MODE_LABELS[from].toLowerCase();
  const now = GAME_MODE_LABELS[to].toLowerCase();
  return swaps.map((swap) =>
    swap.to
      ? `${swap.from.name} (${was}) was replaced by ${swap.to.name} (${now}).`
      : `${swap.from.name} (${was}) was removed: ${now} has no skill in its place.`,
  );
}

/** The mode a build is planned for (a build without the field predates modes: multiplayer). */
export function buildGameMode(build: Pick<Build, 'gameMode'>): GameMode {
  return build.gameMode ?? DEFAULT_GAME_MODE;
}

/** The build marked with its mode; multiplayer leaves the field out, as builds before modes. */
function withGameMode(build: Build, mode: GameMode): Build {
  if (buildGameMode(build) === mode) return build;
  if (mode !== DEFAULT_GAME_MODE) return { ...build, gameMode: mode };
  const next = { ...build };
  delete next.gameMode;
  return next;
}

/** Whether a skill exists in a game mode. */
export function skillInMode(skill: Skill, mode: GameMode): boolean {
  return skill.gameModes.includes(mode);
}

/** The skills of a game version that exist in a mode, in the data's order. */
export function skillsForMode(data: GameData, mode: GameMode): Skill[] {
  return data.skills.filter((skill) => skillInMode(skill, mode));
}

function cellKey(skill: Skill): string | null {
  return skill.position ? `${skill.treeId}:${skill.position.col},${skill.position.row}` : null;
}

/**
 * The skill of `mode` that stands in for a skill of another mode: the one in the same tree and
 * cell. Null when the skill exists in `mode` already or has no twin there.
 */
export function twinInMode(data: GameData, skill: Skill, mode: GameMode): Skill | null {
  if (skillInMode(skill, mode)) return null;
  const cell = cellKey(skill);
  if (cell === null) return null;
  return data.skills.find((other) => skillInMode(other, mode) && cellKey(other) === cell) ?? null;
}

/** One skill of a build replaced by its twin of the new mode, or dropped for lack of one. */
export interface ModeSwap {
  from: { skillId: number; name: string };
  /** Null when the new mode has no skill in that cell: the skill's levels were dropped. */
  to: { skillId: number; name: string } | null;
}

/** A build moved to another game mode, with what changed. */
export interface ModeSwitch {
  build: Build;
  swaps: ModeSwap[];
}

function swapId(id: number | null, ids: ReadonlyMap<number, number | null>): number | null {
  if (id === null || !ids.has(id)) return id;
  return ids.get(id) ?? null;
}

function swapSlots(slots: ActiveSlots, ids: ReadonlyMap<number, number | null>): ActiveSlots {
  return [swapId(slots[0], ids), swapId(slots[1], ids), swapId(slots[2], ids)];
}

/**
 * Moves a build to another game mode: every skill that does not exist in `mode` is replaced,
 * level for level and in the same plan steps and active slots, by its twin of that mode; a
 * skill without a twin is dropped. The build then says its mode (`gameMode`). Pure: the build
 * given is not changed.
 */
export function switchBuildGameMode(build: Build, data: GameData, mode: GameMode): ModeSwitch {
  const byId = new Map(data.skills.map((skill) => [skill.id, skill]));
  const replaced = new Map<number, number | null>();
  const swaps: ModeSwap[] = [];
  for (const step of build.levellingPlan) {
    const skill = byId.get(step.skillId);
    if (!skill || replaced.has(skill.id) || skillInMode(skill, mode)) continue;
    const twin = twinInMode(data, skill, mode);
    replaced.set(skill.id, twin?.id ?? null);
    swaps.push({
      from: { skillId: skill.id, name: skill.name },
      to: twin ? { skillId: twin.id, name: twin.name } : null,
    });
  }
  if (swaps.length === 0) return { build: withGameMode(build, mode), swaps };

  const levellingPlan = build.levellingPlan.flatMap((step): LevelingPlanEntry[] => {
    if (!replaced.has(step.skillId)) return [step];
    const twinId = replaced.get(step.skillId) ?? null;
    const twin = twinId === null ? undefined : byId.get(twinId);
    return twin ? [{ ...step, skillId: twin.id, skill: twin.name }] : [];
  });
  const characterBuild = build.characterBuild.flatMap((entry) => {
    const id = swapId(entry.skillId, replaced);
    return id === null ? [] : [{ ...entry, skillId: id }];
  });
  return {
    build: {
      ...withGameMode(build, mode),
      levellingPlan,
      characterBuild,
      activeAbilities: swapSlots(build.activeAbilities, replaced),
      activeTechniques: swapSlots(build.activeTechniques, replaced),
    },
    swaps,
  };
}
