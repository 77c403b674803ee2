import type { SkillStat, StatFormat } from './gameData';

/**
 * Skill level stats in words: the one place a stat's number becomes text, so the level
 * descriptions built from the data and every table that shows a stat read the same. A patch
 * then changes a level's numbers and its description follows.
 *
 * Wording: a percent is signed, "+3%" or "-3%" (a negative fraction is a reduction); a
 * multiplier is "×1.1"; seconds "12 s"; points and plain numbers are bare ("15").
 */

/** Rounds away the float noise of fractions (0.15 * 100 = 15.000000000000002). */
function tidy(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** A stat's value as a player reads it, e.g. 0.03 percent → "+3%", -0.1 → "-10%", 1.2 → "×1.2". */
export function formatStatValue(value: number, format: StatFormat): string {
  switch (format) {
    case 'percent': {
      const percent = tidy(value * 100);
      return value > 0 ? `+${percent}%` : `${percent}%`;
    }
    case 'seconds':
      return `${tidy(value)} s`;
    case 'multiplier':
      return `×${tidy(value)}`;
    case 'points':
    case 'number':
      return tidy(value);
  }
}

/** One stat as a line of a level description: "Blade damage: +3%". */
export function describeStat(stat: SkillStat): string {
  return `${stat.label}: ${formatStatValue(stat.value, stat.format)}`;
}

/** A level's description from its stats: "Cooldown: 22 s; Damage: 80." */
export function describeLevelStats(stats: readonly SkillStat[]): string {
  if (stats.length === 0) throw new Error('A level without stats has no generated description');
  return `${stats.map(describeStat).join('; ')}.`;
}
