import type { Skill } from '../skills/gameData';
import type { SkillNodeStatus } from '../skills/skillStates';
import { SKILL_ICON_SPRITE_BY_TREE } from './skillIconSprites';

/**
 * Words for a skill node: its accessible name, its status and what the live region says after
 * a change. Kept apart from the components so they can be checked without rendering.
 */

export interface SkillStatusFacts {
  level: number;
  maxLevel: number;
  status: SkillNodeStatus;
  isRed: boolean;
  readOnly: boolean;
}

/** The node's status in words ("allocated", "locked", …). */
export function skillStatusText(facts: SkillStatusFacts): string {
  if (facts.readOnly || facts.level > 0) {
    if (facts.level === 0) return 'not taken';
    return facts.level >= facts.maxLevel ? 'fully allocated' : 'allocated';
  }
  switch (facts.status) {
    case 'locked':
      return 'locked';
    case 'unaffordable':
      return 'not enough skill points';
    case 'available':
      return 'available';
    case 'allocated':
      return 'allocated';
    case 'maxed':
      return 'fully allocated';
  }
}

/** Shown and announced for a red skill (level 2+ without advanced trainer access). */
export const RED_SKILL_NOTE = 'may need an advanced trainer';

/** "Gunnery: Ranged Damage, Passive, level 2 of 3, allocated". */
export function skillAccessibleName(
  treeName: string,
  skill: Pick<Skill, 'name' | 'type'>,
  facts: SkillStatusFacts & { searchMatch?: boolean },
): string {
  let name = `${treeName}: ${skill.name}, ${skill.type}, level ${facts.level} of ${facts.maxLevel}, ${skillStatusText(facts)}`;
  if (facts.isRed) name += `, ${RED_SKILL_NOTE}`;
  if (facts.searchMatch) name += ', matches search';
  return name;
}

/** What the live region says after a skill's level changed. */
export function levelChangeAnnouncement(
  skill: Pick<Skill, 'name'>,
  level: number,
  maxLevel: number,
  isRed: boolean,
): string {
  if (level === 0) return `${skill.name} removed, level 0 of ${maxLevel}`;
  return `${skill.name}: level ${level} of ${maxLevel}${isRed ? `, ${RED_SKILL_NOTE}` : ''}`;
}

/**
 * Where a skill's icon is, for an SVG `<use>`: its symbol in its class's sprite of skill icons
 * (the data build writes one per class, scripts/build-game-data.ts), so a page showing one
 * class's trees fetches none of the other classes' icons. The symbol fills with `currentColor`,
 * so the node's state colours it. None for a tree the data build did not know: no icon, rather
 * than a request that cannot succeed.
 */
export function skillIconHref(skill: Pick<Skill, 'icon_name' | 'treeId'>): string | undefined {
  const sprite = SKILL_ICON_SPRITE_BY_TREE[skill.treeId];
  return sprite === undefined ? undefined : `${sprite}#${skill.icon_name}`;
}

/** Whether the game data gives numbers for a skill (else its levels are described in words). */
export function skillHasStats(skill: Pick<Skill, 'levels'>): boolean {
  return skill.levels.some((level) => level.stats.length > 0);
}

/** Said of a skill whose levels the game data describes in words only. */
export const TEXT_ONLY_NOTE = 'Described in words: the game data gives no numbers for this skill.';
