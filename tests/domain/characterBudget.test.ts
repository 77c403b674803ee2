import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { allocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { buildSchema } from '../../src/skills/buildSchema';
import { buildProblems } from '../../src/skills/buildValidation';
import {
  characterBudget,
  fullCharacter,
  planStepLevels,
  setBuildCharacter,
  toggleCombatTrait,
} from '../../src/skills/characterBudget';
import { totalSkillPointsSpent } from '../../src/skills/costs';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildExportJson } from '../../src/skills/exportBuild';
import { indexGameData } from '../../src/skills/gameIndex';
import { IMPORT_BAD_CHARACTER, importBuildText } from '../../src/skills/importBuild';
import { decodeShareCode, encodeShareCode } from '../../src/skills/shareCode';
import { effectiveSkillPointCap } from '../../src/skills/skillPointCap';
import { maxedBuild } from './fixtures/builds';
import { deepFreeze } from './fixtures/freeze';

const data = readGameVersion(defaultGameDataDir, '1.5.3.6');
const index = indexGameData(data);
const progression = data.progression;
if (!progression) throw new Error('1.5.3.6 has no progression.json');

/** The shared facts the data file was built from, read apart so a mistake in one shows. */
const facts = JSON.parse(
  readFileSync(path.resolve('../shared/data/progression-1.5.3.6.json'), 'utf8'),
) as {
  combatSpecialization: {
    traits: { combatLevel: number; skillPoints: number; spiceCost: number }[];
  };
};

const character = (level: number, combatLevel: number, skippedTraits: number[] = []) => ({
  level,
  combatLevel,
  skippedTraits,
});

describe("a character's budget", () => {
  it('sums the facts at every Combat level from 0 to 100', () => {
    for (let combat = 0; combat <= 100; combat++) {
      const open = facts.combatSpecialization.traits.filter((t) => t.combatLevel <= combat);
      const budget = characterBudget(character(1, combat), progression);
      expect(budget.traitPoints).toBe(open.reduce((sum, t) => sum + t.skillPoints, 0));
      expect(budget.spice).toBe(open.reduce((sum, t) => sum + t.spiceCost, 0));
      expect(budget.total).toBe(1 + budget.traitPoints);
    }
  });

  it("gives the facts' totals: +27 SP for 126 Spice by Combat 50, +54 for 541 by 100", () => {
    expect(characterBudget(character(200, 50), progression)).toMatchObject({
      traitPoints: 27,
      spice: 126,
      total: 227,
    });
    expect(characterBudget(fullCharacter(progression), progression)).toMatchObject({
      levelPoints: 200,
      traitPoints: 54,
      spice: 541,
      total: 254,
    });
  });

  it('is "Level 60: 60 SP · Combat 48: +27 SP"', () => {
    const budget = characterBudget(character(60, 48), progression);
    expect([budget.levelPoints, budget.traitPoints, budget.total]).toEqual([60, 27, 87]);
    expect(budget.open).toHaveLength(15);
    expect(budget.bought).toHaveLength(15);
  });

  it('leaves out the skipped traits and their Spice', () => {
    const budget = characterBudget(character(60, 48, [48, 1]), progression);
    expect(budget.traitPoints).toBe(27 - 3 - 3);
    expect(budget.spice).toBe(126 - 2 - 15);
    expect(budget.bought.map((t) => t.combatLevel)).not.toContain(48);
  });
});

describe('a build that states a character', () => {
  const withCharacter = (build: Build, level: number, combat: number) =>
    setBuildCharacter(build, index, character(level, combat));

  it('plans against the character, not the cap', () => {
    const build = withCharacter({ ...emptyBuild(), customSkillPointCap: 10 }, 5, 1);
    expect(build.character).toEqual(character(5, 1));
    expect(effectiveSkillPointCap(build, index)).toBe(8);
    const full = maxedBuild(index, build);
    expect(totalSkillPointsSpent(index, full.characterBuild)).toBeLessThanOrEqual(8);
    expect(buildProblems(full, index)).toEqual([]);
  });

  it('can spend the 254 SP of a level 200 Combat 100 character', () => {
    const full = maxedBuild(
      index,
      setBuildCharacter(emptyBuild(), index, fullCharacter(progression)),
    );
    expect(totalSkillPointsSpent(index, full.characterBuild)).toBeGreaterThan(250);
    expect(buildProblems(full, index)).toEqual([]);
  });

  it("refuses a level the budget cannot pay with the spec's refusal (the same build)", () => {
    const full = maxedBuild(index, withCharacter(emptyBuild(), 10, 0));
    const ids = [...index.skillsById.keys()];
    expect(ids.every((id) => allocateSkill(full, index, id) === full)).toBe(true);
  });

  it('raises a character too low for what the build spends to the lowest level that pays', () => {
    const spent40 = maxedBuild(index, withCharacter(emptyBuild(), 40, 0));
    const spent = totalSkillPointsSpent(index, spent40.characterBuild);
    const lowered = withCharacter(spent40, 5, 8);
    expect(lowered.character).toEqual(character(spent - 7, 8));
  });

  it('keeps the same build when nothing changes, and clears the character with null', () => {
    const build = withCharacter(emptyBuild(), 60, 48);
    expect(withCharacter(build, 60, 48)).toBe(build);
    expect(setBuildCharacter(build, index, character(60.2, 48))).toBe(build);
    const cleared = setBuildCharacter(build, index, null);
    expect('character' in cleared).toBe(false);
    expect(setBuildCharacter(cleared, index, null)).toBe(cleared);
  });

  it('keeps levels within the facts and drops skipped traits that are not open', () => {
    const build = setBuildCharacter(emptyBuild(), index, character(500, 48, [58, 48, 1, 1]));
    expect(build.character).toEqual(character(200, 48, [1, 48]));
  });

  it('buys and skips a trait, the rest untouched', () => {
    const build = withCharacter(emptyBuild(), 60, 48);
    const skipped = toggleCombatTrait(build, index, 18);
    expect(skipped.character?.skippedTraits).toEqual([18]);
    expect(toggleCombatTrait(skipped, index, 18).character?.skippedTraits).toEqual([]);
    expect(toggleCombatTrait(emptyBuild(), index, 18)).toEqual(emptyBuild());
  });

  it('says at which character level each step of the plan is paid for', () => {
    const build = maxedBuild(index, withCharacter(emptyBuild(), 30, 8));
    const levels = planStepLevels(build, index) ?? [];
    expect(levels).toHaveLength(build.levellingPlan.length);
    expect(levels[0]).toBe(1);
    expect(levels.at(-1)).toBeLessThanOrEqual(30);
    expect(levels).toEqual([...levels].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(planStepLevels(emptyBuild(), index)).toBeNull();
  });

  it('names the character in a problem when the build spends more than its budget', () => {
    const full = maxedBuild(index, withCharacter(emptyBuild(), 60, 48));
    const broken: Build = { ...full, character: character(20, 0) };
    expect(buildProblems(broken, index)).toContainEqual(
      expect.stringMatching(/over its character's budget of 20 SP \(level 20, Combat 0\)\.$/),
    );
  });
});

describe('the character travels with the build', () => {
  const planned = deepFreeze(
    maxedBuild(index, setBuildCharacter(emptyBuild(), index, character(60, 48, [18]))),
  );

  it('in a share code, and a code without one is the same as before characters', () => {
    const decoded = decodeShareCode(encodeShareCode(planned, index), index);
    expect(decoded.ok && decoded.build.character).toEqual(character(60, 48, [18]));
    expect(decoded.ok && decoded.build.characterBuild).toEqual(planned.characterBuild);
    const without = { ...planned };
    delete without.character;
    const capped = { ...without, customSkillPointCap: 200 };
    expect(encodeShareCode(capped, index).length).toBeLessThan(
      encodeShareCode(planned, index).length,
    );
    const old = decodeShareCode(encodeShareCode(capped, index), index);
    expect(old.ok && 'character' in old.build).toBe(false);
  });

  it('in an export file, and a damaged one is refused with its own message', () => {
    const text = buildExportJson(planned, index);
    const imported = importBuildText(text, index);
    expect(imported.ok && imported.build.character).toEqual(character(60, 48, [18]));
    const damaged = JSON.stringify({ ...JSON.parse(text), character: { level: 0 } });
    expect(importBuildText(damaged, index)).toEqual({ ok: false, message: IMPORT_BAD_CHARACTER });
  });

  it('in the build data the server keeps', () => {
    expect(buildSchema.parse(JSON.parse(JSON.stringify(planned))).character).toEqual(
      character(60, 48, [18]),
    );
    expect(buildSchema.safeParse({ ...planned, character: character(60, 101) }).success).toBe(
      false,
    );
  });
});

describe('builds without a character', () => {
  it('keep the cap rule: the custom cap, else 200', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 200 })), (cap) => {
        const build = { ...emptyBuild(), customSkillPointCap: cap };
        expect(effectiveSkillPointCap(build, index)).toBe(cap ?? 200);
        const full = maxedBuild(index, build);
        expect(totalSkillPointsSpent(index, full.characterBuild)).toBeLessThanOrEqual(cap ?? 200);
      }),
      { numRuns: 25 },
    );
  });
});
