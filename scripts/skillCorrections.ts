/**
 * Which skills game data 1.5.3.6 corrected: the About page's "What changed" note lists them, so
 * it is computed from the two facts files, never typed by hand.
 *
 * The previous current data (1.5) took its numbers from `skill-facts.json`'s effect texts, the
 * new one from the live export's per-level stats. A skill counts as corrected when, at any level,
 * a number its old text states is not among the new stats' numbers, or the old data had no effect
 * for a level the export now gives numbers for (the levels update 1.5 added). A number may appear
 * in another form: a percentage as a fraction or a multiplier ("-10%" and "×0.9", "x1.3" and
 * "+30%"), or as what remains ("reduced by 40%" and "reduced to 60%"). Skills the export gives
 * no numbers for keep their old text, so they are never corrected.
 */

/** A skill of `skill-facts.json` as far as the comparison needs it. */
export interface FactsSkillNumbers {
  gameTag: string;
  levels: readonly { effect: string }[];
}

/** A skill of the live export as far as the comparison needs it. */
export interface LiveSkillNumbers {
  gameTag: string;
  name: string;
  /** Null on the export's hidden records (no class, no tree). */
  class: string | null;
  maxLevel: number;
  stats: readonly { key: string; values: readonly number[] }[];
  hidden?: boolean;
}

/** One corrected skill, as the About page names it. */
export interface CorrectedSkill {
  gameTag: string;
  name: string;
  className: string;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The ways one stat value can be written: as is, as a percentage, as what remains, as ×(1+v). */
function formsOf(value: number): number[] {
  const size = Math.abs(value);
  return [size, size * 100, Math.abs(1 - value) * 100, 1 + size].map(round);
}

/** The unsigned numbers of an effect text ("-25%; cooldown 7.5s" → 25, 7.5). */
function numbersIn(text: string): number[] {
  return (text.match(/\d+(?:\.\d+)?/g) ?? []).map((n) => round(Number(n)));
}

/**
 * Whether every number of an old effect text is one of the level's stats. Each stat answers one
 * number, or several when they are its different forms (40 and 60 of "reduced to 60%"), so two
 * equal numbers need two stats: "cap +10%, rate +10%" is not met by one stat of 10%.
 */
function textMatchesStats(text: string, values: readonly number[]): boolean {
  const forms = values.map(formsOf);
  const used = values.map(() => new Set<number>());
  for (const number of numbersIn(text)) {
    let stat = forms.findIndex((f, i) => f.includes(number) && used[i]?.size === 0);
    if (stat < 0) stat = forms.findIndex((f, i) => f.includes(number) && !used[i]?.has(number));
    if (stat < 0) return false;
    used[stat]?.add(number);
  }
  return true;
}

/**
 * The skills whose numbers differ between the facts file and the live export, sorted by name and
 * class. `live` holds the stats the game data shows (a stat that repeats another is left out).
 */
export function correctedSkills(
  facts: readonly FactsSkillNumbers[],
  live: readonly LiveSkillNumbers[],
): CorrectedSkill[] {
  const factsByTag = new Map(facts.map((skill) => [skill.gameTag, skill]));
  const corrected: CorrectedSkill[] = [];
  for (const record of live) {
    const fact = factsByTag.get(record.gameTag);
    const stats = record.stats;
    // A record new in the export (a mode's twin) corrects nothing; nor does a text-only skill.
    if (record.hidden === true || record.class === null || !fact || stats.length === 0) continue;
    const differs = Array.from({ length: record.maxLevel }, (_, i) => i).some((i) => {
      const effect = fact.levels[i]?.effect;
      if (effect === undefined) return true;
      return !textMatchesStats(
        effect,
        stats.map((stat) => stat.values[i] ?? 0),
      );
    });
    if (differs) {
      corrected.push({ gameTag: record.gameTag, name: record.name, className: record.class });
    }
  }
  return corrected.sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.className.localeCompare(b.className, 'en'),
  );
}
