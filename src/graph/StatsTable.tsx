import type { Skill, SkillLevel } from '../skills/gameData';
import { formatStatValue } from '../skills/skillStats';

/**
 * A skill's numbers as a small table, one row per stat and one column per level, so a player
 * reads what each level gives side by side (the modal and the tooltip show the same table).
 * The current level's column is marked for the eye ("now") and for assistive tech
 * (aria-current), so the mark does not rely on colour.
 */
export interface StatsTableProps {
  skill: Pick<Skill, 'name' | 'levels'>;
  /** The build's level of the skill (0: not taken, no column marked). */
  currentLevel: number;
  /** Smaller type for the tooltip. */
  compact?: boolean;
}

interface StatRow {
  key: string;
  label: string;
  /** The value as text per level, null where that level lacks the stat. */
  values: (string | null)[];
}

/** Rows in the order the stats first appear, so a patch adding a stat at level 3 still shows. */
function statRows(levels: readonly SkillLevel[]): StatRow[] {
  const rows = new Map<string, StatRow>();
  levels.forEach((level, column) => {
    for (const stat of level.stats) {
      let row = rows.get(stat.key);
      if (!row) {
        row = { key: stat.key, label: stat.label, values: levels.map(() => null) };
        rows.set(stat.key, row);
      }
      row.values[column] = formatStatValue(stat.value, stat.format);
    }
  });
  return [...rows.values()];
}

export function StatsTable({ skill, currentLevel, compact = false }: StatsTableProps) {
  const rows = statRows(skill.levels);
  if (rows.length === 0) return null;
  return (
    <table className={`sg-stats${compact ? ' sg-stats--compact' : ''}`}>
      <caption className="sg-visually-hidden">{skill.name}: stats per level</caption>
      <thead>
        <tr>
          <th scope="col">Stat</th>
          {skill.levels.map((level) => {
            const current = level.level === currentLevel;
            return (
              <th
                key={level.level}
                scope="col"
                className={current ? 'sg-stats__current' : undefined}
                aria-current={current ? 'true' : undefined}
              >
                <span className="sg-visually-hidden">Level </span>
                {level.level}
                {current && <span className="sg-stats__now"> now</span>}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, column) => (
              <td
                key={column}
                className={column + 1 === currentLevel ? 'sg-stats__current' : undefined}
              >
                {value ?? '—'}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
