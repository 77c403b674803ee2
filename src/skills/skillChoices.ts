import type { GameData, Skill } from './gameData';
import { GAME_MODE_LABELS, type GameMode } from './gameModes';

/** A skill as a filter offers it: its name, where it sits, and how far it goes. */
export interface SkillChoice {
  id: number;
  /** Its name, and its mode when it exists in one only (the twins of Cartographer). */
  name: string;
  /** Its class and tree: "Trooper · Gunnery". */
  group: string;
  /** Its highest level (1-3). */
  maxLevel: number;
}

function rowThenColumn(a: Skill, b: Skill): number {
  const row = (a.position?.row ?? 0) - (b.position?.row ?? 0);
  return row || (a.position?.col ?? 0) - (b.position?.col ?? 0) || a.id - b.id;
}

/** The skill's name, with its mode when it exists in one only. */
function choiceName(skill: Skill): string {
  const [only, other] = skill.gameModes as readonly GameMode[];
  if (only === undefined || other !== undefined) return skill.name;
  return `${skill.name} (${GAME_MODE_LABELS[only].toLowerCase()})`;
}

/**
 * Every skill of a game version, both modes', class by class and tree by tree as the planner
 * shows them, bottom row first: what "Skills taken" offers.
 */
export function skillChoices(data: Pick<GameData, 'classes' | 'trees' | 'skills'>): SkillChoice[] {
  const byTree = new Map<number, Skill[]>();
  for (const skill of data.skills) {
    const list = byTree.get(skill.treeId);
    if (list) list.push(skill);
    else byTree.set(skill.treeId, [skill]);
  }
  return data.classes.flatMap((gameClass) =>
    data.trees
      .filter((tree) => tree.classId === gameClass.id)
      .sort((a, b) => a.order - b.order)
      .flatMap((tree) =>
        [...(byTree.get(tree.id) ?? [])].sort(rowThenColumn).map((skill) => ({
          id: skill.id,
          name: choiceName(skill),
          group: `${gameClass.name} · ${tree.name}`,
          maxLevel: skill.levels.length,
        })),
      ),
  );
}
