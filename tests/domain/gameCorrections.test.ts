import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildCorrections,
  parseLiveData,
  parseSkillFacts,
  renderJson,
} from '../../scripts/build-game-data';
import { correctedSkills, type LiveSkillNumbers } from '../../scripts/skillCorrections';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const correctionsPath = path.join(repoRoot, 'data/game/corrections.json');
const factsPath = path.resolve(repoRoot, '../shared/data/skill-facts.json');
const livePath = path.resolve(repoRoot, '../shared/data/live-1.5.3.6.json');
// The facts live beside the repository, not in it: checks against them run where they exist.
const hasFacts = existsSync(factsPath) && existsSync(livePath);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8')) as unknown;

describe.skipIf(!hasFacts)('the "What changed" list of game data 1.5.3.6', () => {
  const built = hasFacts
    ? buildCorrections(parseSkillFacts(readJson(factsPath)), parseLiveData(readJson(livePath)))
    : null;

  it('is what the two facts files give (run `npm run data:build` if not)', () => {
    expect(renderJson(built)).toBe(readFileSync(correctionsPath, 'utf8'));
  });

  it('names the corrections the issue found, and not the skills that kept their numbers', () => {
    const names = built?.skills.map((s) => `${s.name} (${s.className})`) ?? [];
    // Field Maintenance had a hidden record's numbers; Blade Damage is 3/6/9%, not 5/10/15%.
    expect(names).toContain('Field Maintenance (Trooper)');
    expect(names).toContain('Blade Damage (Swordmaster)');
    expect(names).toContain('Blade Damage (Bene Gesserit Acolyte)');
    // The six abilities update 1.5 took to three levels now have numbers for levels 2 and 3.
    for (const name of ['Stunner', 'Weirding Step', 'Compel', 'Stop', 'Deflection']) {
      expect(names.some((n) => n.startsWith(`${name} (`))).toBe(true);
    }
    // Same numbers in other words: -10/20/30% is ×0.9/0.8/0.7; 75% is 75%.
    expect(names).not.toContain('Sun Tolerance (Bene Gesserit Acolyte)');
    expect(names).not.toContain('Ranged Damage (Trooper)');
    expect(names).not.toContain('Heavy Weapon Agility (Trooper)');
    // Cartographer's single-player record is new, not a correction.
    expect(built?.skills.some((s) => s.gameTag === 'Skills.Attribute.Explorer6')).toBe(false);
    expect(built?.skills.length).toBeGreaterThanOrEqual(15);
    expect(built?.skills.length).toBeLessThanOrEqual(25);
  });
});

describe('correctedSkills', () => {
  const record = (
    stats: LiveSkillNumbers['stats'],
    maxLevel = 1,
    extra: Partial<LiveSkillNumbers> = {},
  ): LiveSkillNumbers => ({
    gameTag: 'T',
    name: 'Skill',
    class: 'Trooper',
    maxLevel,
    stats,
    ...extra,
  });
  const corrected = (effects: string[], live: LiveSkillNumbers) =>
    correctedSkills([{ gameTag: 'T', levels: effects.map((effect) => ({ effect })) }], [live])
      .length === 1;

  it('reads a percentage as a fraction, a multiplier or what remains', () => {
    const percent = record([{ key: 'a', values: [0.15] }]);
    expect(corrected(['+15% damage'], percent)).toBe(false);
    expect(corrected(['sunstroke -10%'], record([{ key: 'a', values: [0.9] }]))).toBe(false);
    expect(corrected(['drains x1.3'], record([{ key: 'a', values: [0.3] }]))).toBe(false);
    expect(
      corrected(['slow reduced by 40% (60% remains)'], record([{ key: 'a', values: [0.6] }])),
    ).toBe(false);
    expect(corrected(['+30% damage'], percent)).toBe(true);
  });

  it('needs one stat per repeated number', () => {
    const twoStats = record([
      { key: 'cap', values: [0.2] },
      { key: 'rate', values: [0.1] },
    ]);
    expect(corrected(['cap +10%, rate +10%'], twoStats)).toBe(true);
    expect(corrected(['cap +20%, rate +10%'], twoStats)).toBe(false);
  });

  it('counts a level that had no published effect, and never a skill without stats', () => {
    const threeLevels = record([{ key: 'a', values: [5, 6, 7] }], 3);
    expect(corrected(['5 damage'], threeLevels)).toBe(true);
    expect(corrected(['7 damage'], record([], 1))).toBe(false);
    expect(corrected(['5 damage'], record([{ key: 'a', values: [6] }], 1, { hidden: true }))).toBe(
      false,
    );
  });
});
