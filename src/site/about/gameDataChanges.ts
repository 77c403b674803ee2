import corrections from '../../../data/game/corrections.json';

/** The skills a game data update corrected, as the data build lists them. */
export interface GameDataCorrections {
  version: string;
  comparedWith: string;
  skills: readonly { gameTag: string; name: string; className: string }[];
}

/**
 * The corrected skills by name, in the list's order. A name two classes share ("Blade Damage")
 * says whose it is, so every entry names one skill.
 */
export function correctedSkillNames(list: GameDataCorrections): string[] {
  const count = new Map<string, number>();
  for (const skill of list.skills) count.set(skill.name, (count.get(skill.name) ?? 0) + 1);
  return list.skills.map((skill) =>
    (count.get(skill.name) ?? 0) > 1 ? `${skill.name} (${skill.className})` : skill.name,
  );
}

/** `data/game/corrections.json`: written by `npm run data:build`, never typed by hand. */
export const CURRENT_CORRECTIONS: GameDataCorrections = corrections;
