import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { allocateSkill, deallocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { setBuildCharacter } from '../../src/skills/characterBudget';
import { totalSkillPointsSpent } from '../../src/skills/costs';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { indexGameData } from '../../src/skills/gameIndex';
import { respecPlan, respecSpice } from '../../src/skills/respecPlan';
import { maxedBuild } from './fixtures/builds';

const data = readGameVersion(defaultGameDataDir, '1.5.3.6');
const index = indexGameData(data);
const progression = data.progression;
if (!progression) throw new Error('1.5.3.6 has no progression.json');

const withCharacter = (build: Build, level: number, combatLevel: number) =>
  setBuildCharacter(build, index, { level, combatLevel, skippedTraits: [] });

describe('a respec plan', () => {
  const from = maxedBuild(index, { ...emptyBuild(), customSkillPointCap: 60 });
  const taken = from.characterBuild.map((entry) => entry.skillId);

  it('between the same build changes nothing and refunds what it spends again', () => {
    const plan = respecPlan(from, from, index);
    const spent = totalSkillPointsSpent(index, from.characterBuild);
    expect(plan).toMatchObject({
      refund: spent,
      spend: spent,
      added: [],
      removed: [],
      changed: [],
    });
    expect(plan.kept).toBe(from.characterBuild.length);
  });

  it('lists the skills added, removed and changed, with the points each frees or needs', () => {
    const top = from.characterBuild.at(-1);
    const lowered = deallocateSkill(from, index, top?.skillId ?? 0);
    const other = [...index.skillsById.keys()].find(
      (id) => !taken.includes(id) && allocateSkill(lowered, index, id) !== lowered,
    );
    const to = allocateSkill(lowered, index, other ?? 0);
    const plan = respecPlan(from, to, index);
    expect(plan.added.map((c) => c.skillId)).toEqual([other]);
    expect(plan.added[0]?.points).toBeGreaterThan(0);
    const changes = [...plan.removed, ...plan.changed];
    expect(changes.map((c) => c.skillId)).toEqual([top?.skillId]);
    expect(changes[0]?.points).toBeLessThan(0);
    const net = [...plan.added, ...plan.removed, ...plan.changed].reduce((s, c) => s + c.points, 0);
    expect(plan.spend - plan.refund).toBe(net);
  });

  it("checks the target against the player's character, else the target's own cap", () => {
    const target = maxedBuild(index, withCharacter(emptyBuild(), 120, 48));
    const mine = withCharacter(emptyBuild(), 60, 48);
    expect(respecPlan(mine, target, index)).toMatchObject({ budget: 87, fits: false });
    const richer = withCharacter(emptyBuild(), 200, 100);
    expect(respecPlan(richer, target, index)).toMatchObject({ budget: 254, fits: true });
    expect(respecPlan(emptyBuild(), target, index)).toMatchObject({ budget: 147, fits: true });
  });
});

describe('the respec Spice ladder', () => {
  it('costs 0, 5, 10, 20, then 50 for every respec the ladder still counts', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((recent) => respecSpice(progression, recent))).toEqual([
      0, 5, 10, 20, 50, 50, 50,
    ]);
  });

  it('reads nonsense counts as none', () => {
    for (const bad of [-3, Number.NaN, Infinity]) expect(respecSpice(progression, bad)).toBe(0);
    expect(respecSpice(progression, 2.7)).toBe(10);
  });
});
